import type { ReportDetail } from '@pm/domain/shapes';
import { reportMachine, type ReportAction } from '@pm/domain/workflow/report-machine';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { stageReports } from '../../db/schema';
import { staffOf } from '../../plugins/auth';
import { archiveRecord } from '../materials/archive-record';
import { takeStep, type RecordWorkflow, type StepInput } from '../records/workflow-step';
import { reportDetail } from './list';
import { lockReport, type ReportRow } from './write';

const workflow: RecordWorkflow<ReportRow, ReportAction, ReportDetail> = {
  entity: 'report',
  machine: reportMachine,
  // Rejecting a report or sending it back needs a reason the author can act on.
  needsReason: ['reject', 'rework'],
  lock: lockReport,
  save: async (tx, id, columns) =>
    (await tx.update(stageReports).set(columns).where(eq(stageReports.id, id)).returning())[0]!,
  detail: reportDetail,
};

/** One step of a report's workflow: a submission is dated, a decision keeps its comment; an accepted report is archived. */
export function actOnReport(
  db: Database,
  request: FastifyRequest,
  id: number,
  action: ReportAction,
  input: StepInput,
): Promise<ReportDetail> {
  return takeStep(db, request, workflow, id, action, input, async (tx, row, comment) => {
    if (action === 'accept')
      await archiveRecord(tx, { id: staffOf(request).userId }, { entity: 'report', id: row.id });
    return action === 'submit' ? { submittedAt: new Date() } : { reviewComment: comment || null };
  });
}
