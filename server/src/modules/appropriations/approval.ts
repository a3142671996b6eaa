import { eq } from 'drizzle-orm';
import { field, makersOf, projectLabel } from '../../approvals/fields';
import type { ApprovalSubject } from '../../approvals/subject';
import { agreementInstalments, agreements, appropriations } from '../../db/schema';
import { stepAppropriation } from './workflow';
import { lockAppropriation, type AppropriationRow } from './write';

/**
 * A fund payment's verification decided by its definition (`fund_payment`; e.g. large payments add a node): the
 * last approval verifies it, a rejection sends it back to its author (editable), a withdrawal too.
 */
export const appropriationApproval: ApprovalSubject<AppropriationRow> = {
  businessType: 'fund_payment',
  lock: lockAppropriation,
  load: async (db, id) => (await db.select().from(appropriations).where(eq(appropriations.id, id)))[0],
  facts: async (_db, row) => ({
    title: `${row.code} ${row.payeeName}`,
    projectId: row.projectId,
    amount: row.amount,
    path: `/project/appropriation/unverified?open=${row.id}`,
  }),
  snapshot: async (db, row) => {
    const [[agreement], [instalment]] = await Promise.all([
      db.select({ number: agreements.number }).from(agreements).where(eq(agreements.id, row.agreementId)),
      db
        .select({ seq: agreementInstalments.seq, date: agreementInstalments.plannedDate })
        .from(agreementInstalments)
        .where(eq(agreementInstalments.id, row.instalmentId)),
    ]);
    return [
      field.text('code', row.code),
      field.text('project', await projectLabel(db, row.projectId)),
      field.text('agreement', agreement?.number ?? ''),
      field.text('instalments', instalment ? `${instalment.seq}（${instalment.date}）` : ''),
      field.money('amount', row.amount),
      field.text('payee', row.payeeName),
      field.text('purpose', row.purpose),
      field.status('appropriation', row.status),
    ];
  },
  makers: makersOf,
  onApproved: async (tx, request, id, decision) => {
    await stepAppropriation(tx, request, id, 'verify', decision.comment);
  },
  onRejected: async (tx, request, id, comment) => {
    await stepAppropriation(tx, request, id, 'reject', comment);
  },
  onWithdrawn: async (tx, request, id) => {
    await stepAppropriation(tx, request, id, 'withdraw');
  },
};
