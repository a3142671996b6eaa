import type { ReportDetail } from '@pm/domain/shapes';
import { reportMachine, type ReportAction } from '@pm/domain/workflow/report-machine';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from '../../db/client';
import { stageReports } from '../../db/schema';
import { takeStepIn, type RecordWorkflow } from '../records/workflow-step';
import { reportDetail } from './list';
import { lockReport, type ReportRow } from './write';

export const reportWorkflow: RecordWorkflow<ReportRow, ReportAction, ReportDetail> = {
  entity: 'report',
  machine: reportMachine,
  // Rejecting a report or sending it back needs a reason the author can act on.
  needsReason: ['reject', 'rework'],
  lock: lockReport,
  save: async (tx, id, columns) =>
    (await tx.update(stageReports).set(columns).where(eq(stageReports.id, id)).returning())[0]!,
  detail: reportDetail,
};

/** What a step writes beside its status: a submission is dated, a decision keeps its comment. */
export const reportEffect =
  (action: ReportAction) =>
  async (_tx: Transaction, _row: ReportRow, comment: string): Promise<Partial<ReportRow>> =>
    action === 'submit' ? { submittedAt: new Date() } : { reviewComment: comment || null };

/** A step inside the caller's transaction: the approval engine drives acceptance, rework and withdrawal so. */
export function stepReport(
  tx: Transaction,
  request: FastifyRequest,
  id: number,
  action: ReportAction,
  comment = '',
): Promise<ReportRow> {
  return takeStepIn(tx, request, reportWorkflow, id, action, { comment }, reportEffect(action));
}
