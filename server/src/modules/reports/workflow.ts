import type { ReportDetail } from '@pm/domain/shapes';
import { reportMachine, type ReportAction } from '@pm/domain/workflow/report-machine';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from '../../db/client';
import { stageReports } from '../../db/schema';
import { takeStepIn, type RecordWorkflow } from '../records/workflow-step';
import { archiveRecord } from '../materials/archive-record';
import { actorOf, beneficiaryOf, staffOf } from '../../plugins/auth';
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

/**
 * What a step writes beside its status: a submission is dated, a decision keeps its comment; an accepted report is
 * archived.
 */
export const reportEffect =
  (request: FastifyRequest, action: ReportAction) =>
  async (tx: Transaction, row: ReportRow, comment: string): Promise<Partial<ReportRow>> => {
    if (action === 'accept') {
      await archiveRecord(tx, { id: staffOf(request).userId }, { entity: 'report', id: row.id });
    }
    // A submission names its beneficiary when made in the portal (`submitted_by` then stays empty), none otherwise.
    return action === 'submit'
      ? { submittedAt: new Date(), submittedByBeneficiaryId: beneficiaryOf(actorOf(request)) }
      : { reviewComment: comment || null };
  };

/** A step inside the caller's transaction: the approval engine drives acceptance, rework and withdrawal so. */
export function stepReport(
  tx: Transaction,
  request: FastifyRequest,
  id: number,
  action: ReportAction,
  comment = '',
): Promise<ReportRow> {
  return takeStepIn(tx, request, reportWorkflow, id, action, { comment }, reportEffect(request, action));
}
