import {
  type ClientFinanceFigures,
  type ClientFinanceInstalment,
  type ClientFinancePayment,
  type ClientFinanceProject,
  type ClientFinances,
  type ClientInstalmentState,
} from '@pm/domain/shapes/client-finances';
import { compareMoney, sumMoney } from '@pm/domain/money';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { moneySum, moneyText } from '../../db/money-sql';
import { agreementInstalments, agreements, appropriations, files, projects } from '../../db/schema';
import { notFound } from '../../http/errors';
import { committing } from '../projects/balances';
import { sendStoredFile } from '../files/send';

/** Agreements whose instalments were promised: signed and in force, completed, or ended early (what was paid). */
const SIGNED = ['active', 'completed', 'terminated'] as const;
/** Payments finance verified: waiting to be paid, paid, or paid and bounced back to be paid again. */
const VERIFIED = sql`${appropriations.status} in ('verified', 'paid', 'returned')`;
const PAID = sql`${appropriations.status} = 'paid'`;

export interface FinanceFilters {
  projectId?: number;
  year?: number;
}

const yearOf = (date: string) => Number(date.slice(0, 4));
const latest = (values: (string | null)[]) =>
  values.reduce<string | null>(
    (max, value) => (value !== null && (max === null || value > max) ? value : max),
    null,
  );

function stateOf(figures: ClientFinanceFigures, payments: ClientFinancePayment[]): ClientInstalmentState {
  if (compareMoney(figures.paid, '0') > 0) {
    return compareMoney(figures.paid, figures.agreed) >= 0 ? 'paid' : 'partly_paid';
  }
  if (compareMoney(figures.verified, '0') > 0) return 'verified';
  return payments.length > 0 ? 'requested' : 'planned';
}

function totalsOf(rows: readonly ClientFinanceFigures[]): ClientFinanceFigures {
  return {
    agreed: sumMoney(rows.map((row) => row.agreed)),
    verified: sumMoney(rows.map((row) => row.verified)),
    paid: sumMoney(rows.map((row) => row.paid)),
    toCome: sumMoney(rows.map((row) => row.toCome)),
  };
}

/**
 * The finances of one beneficiary record, as the portal shows them: its own projects (`projects.beneficiary_id`,
 * the same projects the staff page's payments list reads) and the instalments of their signed agreements. Per
 * instalment, the agreed amount and planned date; what finance verified (verified, paid or returned payments) and
 * when last; what was paid (status paid, as the staff 已拨付 figures) and when last; and what is still to come
 * (agreed less paid, never below zero). Rejected and cancelled requests count for nothing and are not listed.
 *
 * Filters: a project of its own (another's, or an unknown id, is a 404), and a year, which selects the instalments
 * planned in that year or paid in it (a payment's paid date); the instalment then counts whole. The totals are
 * over what the filters select; the options list every project and year the record has.
 */
export async function clientFinances(
  db: Executor,
  request: FastifyRequest,
  beneficiaryId: number,
  filters: FinanceFilters,
): Promise<ClientFinances> {
  const own = await db
    .select({ id: projects.id, code: projects.code, name: projects.name, status: projects.status })
    .from(projects)
    .where(eq(projects.beneficiaryId, beneficiaryId))
    .orderBy(asc(projects.code), asc(projects.id));
  if (filters.projectId !== undefined && !own.some((project) => project.id === filters.projectId)) {
    throw notFound(request.t('project.notFound'));
  }
  const ids = own.map((project) => project.id);
  const instalments =
    ids.length === 0
      ? []
      : await db
          .select({
            id: agreementInstalments.id,
            projectId: agreements.projectId,
            agreementNumber: agreements.number,
            seq: agreementInstalments.seq,
            plannedDate: agreementInstalments.plannedDate,
            agreed: moneyText(agreementInstalments.amount),
            verified: moneySum(appropriations.amount, VERIFIED),
            paid: moneySum(appropriations.amount, PAID),
            toCome: moneyText(
              sql`greatest(${agreementInstalments.amount} - coalesce(sum(${appropriations.amount}) filter (where ${PAID}), 0), 0)`,
            ),
          })
          .from(agreementInstalments)
          .innerJoin(agreements, eq(agreements.id, agreementInstalments.agreementId))
          .leftJoin(appropriations, and(eq(appropriations.instalmentId, agreementInstalments.id), committing))
          .where(and(inArray(agreements.projectId, ids), inArray(agreements.status, [...SIGNED])))
          .groupBy(agreementInstalments.id, agreements.id)
          .orderBy(asc(agreements.id), asc(agreementInstalments.seq));
  const payments =
    instalments.length === 0
      ? []
      : await db
          .select({
            id: appropriations.id,
            instalmentId: appropriations.instalmentId,
            code: appropriations.code,
            amount: appropriations.amount,
            status: appropriations.status,
            verifiedAt: appropriations.verifiedAt,
            paidDate: appropriations.paidDate,
            receiptFileId: appropriations.receiptFileId,
          })
          .from(appropriations)
          .where(
            and(
              inArray(
                appropriations.instalmentId,
                instalments.map((row) => row.id),
              ),
              committing,
            ),
          )
          .orderBy(asc(appropriations.createdAt), asc(appropriations.id));

  const paymentsOf = new Map<number, typeof payments>();
  for (const payment of payments) {
    paymentsOf.set(payment.instalmentId, [...(paymentsOf.get(payment.instalmentId) ?? []), payment]);
  }
  const rows = instalments.map((row) => {
    const listed: ClientFinancePayment[] = (paymentsOf.get(row.id) ?? []).map((payment) => ({
      id: payment.id,
      code: payment.code,
      amount: payment.amount,
      status: payment.status,
      verifiedAt: payment.verifiedAt?.toISOString() ?? null,
      paidDate: payment.status === 'paid' ? payment.paidDate : null,
      hasReceipt: payment.status === 'paid' && payment.receiptFileId !== null,
    }));
    const figures = { agreed: row.agreed, verified: row.verified, paid: row.paid, toCome: row.toCome };
    const instalment: ClientFinanceInstalment & { projectId: number } = {
      id: row.id,
      projectId: row.projectId,
      agreementNumber: row.agreementNumber,
      seq: row.seq,
      plannedDate: row.plannedDate,
      verifiedAt: latest(listed.map((payment) => payment.verifiedAt)),
      paidDate: latest(listed.map((payment) => payment.paidDate)),
      state: stateOf(figures, listed),
      payments: listed,
      ...figures,
    };
    return instalment;
  });

  const years = new Set<number>();
  for (const row of rows) {
    years.add(yearOf(row.plannedDate));
    for (const payment of row.payments) if (payment.paidDate) years.add(yearOf(payment.paidDate));
  }
  const inYear = (row: (typeof rows)[number]) =>
    filters.year === undefined ||
    yearOf(row.plannedDate) === filters.year ||
    row.payments.some((payment) => payment.paidDate !== null && yearOf(payment.paidDate) === filters.year);
  const selected = rows.filter(
    (row) => (filters.projectId === undefined || row.projectId === filters.projectId) && inYear(row),
  );
  const result: ClientFinanceProject[] = own.flatMap((project) => {
    const list = selected.filter((row) => row.projectId === project.id);
    if (list.length === 0) return [];
    return [
      {
        ...project,
        instalments: list.map(({ projectId: _projectId, ...row }) => row),
        ...totalsOf(list),
      },
    ];
  });
  return {
    totals: totalsOf(selected),
    projects: result,
    options: {
      projects: own.map(({ id, code, name }) => ({ id, code, name })),
      years: [...years].sort((a, b) => b - a),
    },
  };
}

/** Streams the receipt of a paid payment of the record's own projects; any other id, or no receipt, is a 404. */
export async function sendClientReceipt(
  db: Executor,
  request: FastifyRequest,
  reply: FastifyReply,
  beneficiaryId: number,
  id: number,
) {
  const [row] = await db
    .select({ name: files.name, mime: files.mime, storageKey: files.storageKey })
    .from(appropriations)
    .innerJoin(projects, eq(projects.id, appropriations.projectId))
    .innerJoin(files, eq(files.id, appropriations.receiptFileId))
    .where(
      and(
        eq(appropriations.id, id),
        eq(projects.beneficiaryId, beneficiaryId),
        eq(appropriations.status, 'paid'),
      ),
    );
  if (!row) throw notFound(request.t('file.notFound'));
  return sendStoredFile(request, reply, row);
}
