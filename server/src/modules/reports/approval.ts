import { and, count, eq } from 'drizzle-orm';
import { field, makersOf, projectLabel } from '../../approvals/fields';
import type { ApprovalSubject } from '../../approvals/subject';
import { agreementReportItems, agreements, entityFiles, stageReports } from '../../db/schema';
import { stepReport } from './workflow';
import { lockReport, type ReportRow } from './write';

/**
 * A stage report decided by its definition (`stage_report`): the last approval accepts it, a rejection sends it
 * back for rework (editable), a withdrawal takes it back as a draft.
 */
export const reportApproval: ApprovalSubject<ReportRow> = {
  businessType: 'stage_report',
  lock: lockReport,
  load: async (db, id) => (await db.select().from(stageReports).where(eq(stageReports.id, id)))[0],
  facts: async (_db, row) => ({
    title: `${row.code} ${row.title}`,
    projectId: row.projectId,
    amount: row.amountSpent,
    path: `/project/list/detail?id=${row.projectId}&tab=reports`,
  }),
  snapshot: async (db, row) => {
    const [[agreement], [item], [files]] = await Promise.all([
      db.select({ number: agreements.number }).from(agreements).where(eq(agreements.id, row.agreementId)),
      row.reportItemId === null
        ? Promise.resolve([])
        : db
            .select({ title: agreementReportItems.title, dueDate: agreementReportItems.dueDate })
            .from(agreementReportItems)
            .where(eq(agreementReportItems.id, row.reportItemId)),
      db
        .select({ n: count() })
        .from(entityFiles)
        .where(and(eq(entityFiles.entity, 'report'), eq(entityFiles.entityId, row.id))),
    ]);
    return [
      field.text('code', row.code),
      field.text('title', row.title),
      field.text('project', await projectLabel(db, row.projectId)),
      field.text('agreement', agreement?.number ?? ''),
      field.text('reportItem', item ? `${item.title}（${item.dueDate}）` : ''),
      field.text('summary', row.summary),
      field.money('amount', row.amountSpent),
      field.text('attachments', String(files?.n ?? 0)),
      field.status('report', row.status),
    ];
  },
  makers: makersOf,
  onApproved: async (tx, request, id, decision) => {
    await stepReport(tx, request, id, 'accept', decision.comment);
  },
  onRejected: async (tx, request, id, comment) => {
    await stepReport(tx, request, id, 'rework', comment);
  },
  onWithdrawn: async (tx, request, id) => {
    await stepReport(tx, request, id, 'withdraw');
  },
};
