import { sumMoney } from '@pm/domain/money/money';
import { formatMoney } from '@pm/domain/money/format-money';
import { and, count, eq } from 'drizzle-orm';
import { field, makersOf, period, projectLabel } from '../../approvals/fields';
import type { ApprovalSubject } from '../../approvals/subject';
import { applications, beneficiaries, entityFiles, partners } from '../../db/schema';
import { stepApplication } from './workflow';
import { lockApplication, type ApplicationRow } from './write';

/** Waiting for its first decision: the first approver's action puts it under review. */
const WAITING = ['submitted', 'resubmitted'];

/**
 * A project application decided by its definition (`application`): the first decision takes the review step,
 * the last approval approves it with the amount granted, a rejection sends it back for rework (editable), a
 * withdrawal takes it back to the applicant.
 */
export const applicationApproval: ApprovalSubject<ApplicationRow> = {
  businessType: 'application',
  lock: lockApplication,
  load: async (db, id) => (await db.select().from(applications).where(eq(applications.id, id)))[0],
  facts: async (_db, row) => ({
    title: `${row.code} ${row.title}`,
    projectId: row.projectId,
    amount: row.amountRequested,
    path: `/submit/apply?id=${row.id}`,
  }),
  snapshot: async (db, row) => {
    const [[applicant], [attachments]] = await Promise.all([
      row.beneficiaryId !== null
        ? db
            .select({ name: beneficiaries.name })
            .from(beneficiaries)
            .where(eq(beneficiaries.id, row.beneficiaryId))
        : row.partnerId !== null
          ? db.select({ name: partners.name }).from(partners).where(eq(partners.id, row.partnerId))
          : Promise.resolve([]),
      db
        .select({ n: count() })
        .from(entityFiles)
        .where(and(eq(entityFiles.entity, 'application'), eq(entityFiles.entityId, row.id))),
    ]);
    const costs = row.costItems.map((item) => `${item.name} ¥${formatMoney(item.amount)}`).join('；');
    return [
      field.text('code', row.code),
      field.text('title', row.title),
      field.text('project', await projectLabel(db, row.projectId)),
      field.text('applicant', applicant?.name ?? ''),
      field.money('amountRequested', row.amountRequested),
      field.text('period', period(row.startDate, row.endDate)),
      field.text('summary', row.summary),
      field.text(
        'costItems',
        costs === '' ? '' : `${costs}（¥${formatMoney(sumMoney(row.costItems.map((item) => item.amount)))}）`,
      ),
      field.text('attachments', String(attachments?.n ?? 0)),
      field.status('application', row.status),
    ];
  },
  makers: makersOf,
  onFirstDecision: async (tx, request, id) => {
    const row = await lockApplication(tx, request, id);
    if (WAITING.includes(row.status)) await stepApplication(tx, request, id, 'review', {});
  },
  onApproved: async (tx, request, id, decision) => {
    const row = await lockApplication(tx, request, id);
    await stepApplication(tx, request, id, 'approve', {
      comment: decision.comment,
      approvedAmount: decision.approvedAmount ?? row.amountRequested,
    });
  },
  onRejected: async (tx, request, id, comment) => {
    await stepApplication(tx, request, id, 'rework', { comment });
  },
  onWithdrawn: async (tx, request, id) => {
    await stepApplication(tx, request, id, 'withdraw', {});
  },
};
