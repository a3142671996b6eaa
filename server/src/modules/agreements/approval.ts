import { formatMoney } from '@pm/domain/money/format-money';
import { and, asc, count, eq } from 'drizzle-orm';
import { field, makersOf, period, projectLabel } from '../../approvals/fields';
import type { ApprovalSubject } from '../../approvals/subject';
import { agreementInstalments, agreements, entityFiles } from '../../db/schema';
import { stepAgreement } from './workflow';
import { lockAgreement, type AgreementRow } from './write';

/**
 * An agreement decided by its definition (`agreement`): the last approval puts it in force (and may sign its
 * project), a rejection returns it to its author as a draft, a withdrawal too.
 */
export const agreementApproval: ApprovalSubject<AgreementRow> = {
  businessType: 'agreement',
  lock: lockAgreement,
  load: async (db, id) => (await db.select().from(agreements).where(eq(agreements.id, id)))[0],
  facts: async (_db, row) => ({
    title: `${row.number} ${row.partyB}`,
    projectId: row.projectId,
    amount: row.totalAmount,
    path: `/submit/protocol?id=${row.id}`,
  }),
  snapshot: async (db, row) => {
    const [instalments, [files]] = await Promise.all([
      db
        .select({
          seq: agreementInstalments.seq,
          date: agreementInstalments.plannedDate,
          amount: agreementInstalments.amount,
        })
        .from(agreementInstalments)
        .where(eq(agreementInstalments.agreementId, row.id))
        .orderBy(asc(agreementInstalments.seq)),
      db
        .select({ n: count() })
        .from(entityFiles)
        .where(and(eq(entityFiles.entity, 'agreement'), eq(entityFiles.entityId, row.id))),
    ]);
    return [
      field.text('code', row.number),
      field.text('project', await projectLabel(db, row.projectId)),
      field.text('partyB', row.partyB),
      field.money('totalAmount', row.totalAmount),
      field.date('signedOn', row.signedDate),
      field.text('period', period(row.effectiveDate, row.expiryDate)),
      field.text(
        'instalments',
        instalments.map((item) => `${item.seq}. ${item.date} ¥${formatMoney(item.amount)}`).join('；'),
      ),
      field.text('attachments', String(files?.n ?? 0)),
      field.status('agreement', row.status),
    ];
  },
  makers: makersOf,
  onApproved: async (tx, request, id, decision) => {
    await stepAgreement(tx, request, id, 'approve', decision.comment);
  },
  onRejected: async (tx, request, id, comment) => {
    await stepAgreement(tx, request, id, 'return', comment);
  },
  onWithdrawn: async (tx, request, id) => {
    await stepAgreement(tx, request, id, 'withdraw');
  },
};
