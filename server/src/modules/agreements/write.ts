import type { AgreementDetail } from '@pm/domain/shapes';
import { agreementForm } from '@pm/domain/forms/agreement-form';
import { normalizeMoney, subMoney } from '@pm/domain/money/money';
import { AGREEMENT_EDITABLE_STATUSES } from '@pm/domain/workflow/agreement-machine';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { withAudit } from '../../db/audit';
import type { Database, Transaction } from '../../db/client';
import { moneySum } from '../../db/money-sql';
import { agreementInstalments, agreementReportItems, agreements, type projects } from '../../db/schema';
import { applyPlanToNewAgreement } from '../report-plans/apply';
import { notFound } from '../../http/errors';
import { assertForm } from '../../http/form';
import { assertVersion } from '../../http/workflow';
import { staffOf } from '../../plugins/auth';
import { lockProject } from '../../records/project-lock';
import { pendingCode, recordCode } from '../records/codes';
import { linkFiles, unlinkOtherFiles } from '../records/files';
import { fieldRefusal, statusConflict } from '../records/refusals';
import { businessDate } from '../../records/today';
import { agreementDetail } from './list';
import type { AgreementBody, UpdateAgreementBody } from './schema';
import { dataScopeOf, filedUnderScope } from '../../security/data-scope';

export type AgreementRow = typeof agreements.$inferSelect;
type Body = Static<typeof AgreementBody>;
type ProjectRow = typeof projects.$inferSelect;

/** A project signs agreements once approved, and may add more while signed or running. */
export const SIGNING_PROJECT_STATUSES = ['approved', 'agreement_signed', 'in_progress'];

export async function lockAgreement(
  tx: Transaction,
  request: FastifyRequest,
  id: number,
): Promise<AgreementRow> {
  const [row] = await tx
    .select()
    .from(agreements)
    .where(
      and(
        eq(agreements.id, id),
        filedUnderScope(await dataScopeOf(request, tx), agreements.projectId, agreements.createdBy),
      ),
    )
    .for('update');
  if (!row) throw notFound(request.t('agreement.notFound'));
  return row;
}

export function assertProjectSigns(request: FastifyRequest, project: ProjectRow): void {
  if (!SIGNING_PROJECT_STATUSES.includes(project.status)) {
    throw statusConflict(request, 'agreement.projectCannotSignIn', project.status);
  }
}

/** What the project can still put under agreement: approved less its other agreements that are not terminated. */
async function projectAvailable(tx: Transaction, project: ProjectRow, except?: number): Promise<string> {
  const [taken] = await tx
    .select({ total: moneySum(agreements.totalAmount) })
    .from(agreements)
    .where(
      and(
        eq(agreements.projectId, project.id),
        ne(agreements.status, 'terminated'),
        except === undefined ? undefined : ne(agreements.id, except),
      ),
    );
  return subMoney(project.approvedAmount, taken?.total);
}

/** Checks the form with the project's available amount read under the project's row lock. */
async function assertAgreementForm(
  tx: Transaction,
  request: FastifyRequest,
  body: Body,
  except?: number,
): Promise<void> {
  if (body.projectId === null) {
    // Without a project the form fails on `projectId` before any check reads the available amount.
    assertForm(request, agreementForm, body, { projectAvailable: '0', today: businessDate() });
    return;
  }
  const project = await lockProject(tx, request, body.projectId);
  assertProjectSigns(request, project);
  assertForm(request, agreementForm, body, {
    projectAvailable: await projectAvailable(tx, project, except),
    today: businessDate(),
  });
}

function columns(body: Body) {
  return {
    partyA: body.partyA.trim(),
    partyB: body.partyB.trim(),
    signedDate: body.signedDate,
    effectiveDate: body.effectiveDate,
    expiryDate: body.expiryDate,
    totalAmount: normalizeMoney(body.totalAmount),
    clauses: body.clauses.map((clause) => ({ title: clause.title.trim(), content: clause.content.trim() })),
  };
}

/** What a plan gave a schedule item beyond its title and date: kept by an edit of the item at the same position. */
type PlannedItem = Pick<
  typeof agreementReportItems.$inferSelect,
  'seq' | 'kind' | 'templateVersionId' | 'reminderDays'
>;

/** Stores the reporting schedule, then the instalments, each linked to its report item by position. */
async function saveSchedules(
  tx: Transaction,
  agreementId: number,
  body: Body,
  planned: readonly PlannedItem[] = [],
): Promise<void> {
  const plannedAt = new Map(planned.map(({ seq, ...item }) => [seq, item]));
  const items =
    body.reportItems.length === 0
      ? []
      : await tx
          .insert(agreementReportItems)
          .values(
            body.reportItems.map((item, index) => ({
              agreementId,
              seq: index + 1,
              title: item.title.trim(),
              dueDate: item.dueDate,
              ...plannedAt.get(index + 1),
            })),
          )
          .returning({ id: agreementReportItems.id, seq: agreementReportItems.seq });
  const itemOf = new Map(items.map((item) => [item.seq, item.id]));
  await tx.insert(agreementInstalments).values(
    body.instalments.map((instalment, index) => ({
      agreementId,
      seq: index + 1,
      plannedDate: instalment.plannedDate,
      amount: normalizeMoney(instalment.amount),
      reportItemId: instalment.reportSeq === null ? null : (itemOf.get(instalment.reportSeq) ?? null),
    })),
  );
}

/** The agreement as the operation log keeps it: its row and both schedules. */
async function logged(tx: Transaction, row: AgreementRow) {
  const [instalments, reportItems] = await Promise.all([
    tx
      .select()
      .from(agreementInstalments)
      .where(eq(agreementInstalments.agreementId, row.id))
      .orderBy(asc(agreementInstalments.seq)),
    tx
      .select()
      .from(agreementReportItems)
      .where(eq(agreementReportItems.agreementId, row.id))
      .orderBy(asc(agreementReportItems.seq)),
  ]);
  return { ...row, instalments, reportItems };
}

export async function createAgreement(
  db: Database,
  request: FastifyRequest,
  body: Body,
): Promise<AgreementDetail> {
  const userId = staffOf(request).userId;
  const id = await db.transaction(async (tx) => {
    await assertAgreementForm(tx, request, body);
    const [inserted] = await tx
      .insert(agreements)
      .values({ ...columns(body), number: pendingCode(), projectId: body.projectId!, createdBy: userId })
      .returning();
    const number = recordCode('XY', inserted!.id, inserted!.createdAt);
    const [row] = await tx
      .update(agreements)
      .set({ number })
      .where(eq(agreements.id, inserted!.id))
      .returning();
    await saveSchedules(tx, row!.id, body);
    // No schedule of its own: its project type's reporting plan, if there is one, makes it.
    if (body.reportItems.length === 0) await applyPlanToNewAgreement(tx, request, row!.id);
    await linkFiles(tx, request, { entity: 'agreement', id: row!.id, field: 'fileIds' }, body.fileIds);
    await withAudit(tx, { id: userId }, 'create', 'agreement', row!.id, null, await logged(tx, row!), {
      projectId: row!.projectId,
    });
    return row!.id;
  });
  return agreementDetail(db, request, id);
}

export async function updateAgreement(
  db: Database,
  request: FastifyRequest,
  id: number,
  { version, ...body }: Static<typeof UpdateAgreementBody>,
): Promise<AgreementDetail> {
  await db.transaction(async (tx) => {
    const row = await lockAgreement(tx, request, id);
    assertVersion(request, row.version, version);
    if (!(AGREEMENT_EDITABLE_STATUSES as readonly string[]).includes(row.status)) {
      throw statusConflict(request, 'agreement.notEditableIn', row.status);
    }
    if (body.projectId !== row.projectId) {
      throw fieldRefusal('projectId', request.t('agreement.projectFixed'));
    }
    await assertAgreementForm(tx, request, body, id);
    const before = await logged(tx, row);
    const planned = await tx
      .select({
        seq: agreementReportItems.seq,
        kind: agreementReportItems.kind,
        templateVersionId: agreementReportItems.templateVersionId,
        reminderDays: agreementReportItems.reminderDays,
      })
      .from(agreementReportItems)
      .where(eq(agreementReportItems.agreementId, id));
    await tx.delete(agreementInstalments).where(eq(agreementInstalments.agreementId, id));
    await tx.delete(agreementReportItems).where(eq(agreementReportItems.agreementId, id));
    const [after] = await tx
      .update(agreements)
      .set({ ...columns(body), version: row.version + 1 })
      .where(eq(agreements.id, id))
      .returning();
    await saveSchedules(tx, id, body, planned);
    const target = { entity: 'agreement', id, field: 'fileIds' } as const;
    await unlinkOtherFiles(tx, target, body.fileIds);
    await linkFiles(tx, request, target, body.fileIds);
    await withAudit(
      tx,
      { id: staffOf(request).userId },
      'update',
      'agreement',
      id,
      before,
      await logged(tx, after!),
      {
        projectId: row.projectId,
      },
    );
  });
  return agreementDetail(db, request, id);
}
