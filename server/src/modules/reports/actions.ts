import type { ReportDetail } from '@pm/domain/shapes';
import type { ReportAction } from '@pm/domain/workflow/report-machine';
import type { FastifyRequest } from 'fastify';
import { startsApproval } from '../../approvals/start';
import type { Database } from '../../db/client';
import { takeStep, type StepInput } from '../records/workflow-step';
import { reportApproval } from './approval';
import { reportEffect, reportWorkflow } from './workflow';

/** One step of a report's own buttons: a submission is dated and starts its approval. */
export function actOnReport(
  db: Database,
  request: FastifyRequest,
  id: number,
  action: ReportAction,
  input: StepInput,
): Promise<ReportDetail> {
  return takeStep(
    db,
    request,
    reportWorkflow,
    id,
    action,
    input,
    reportEffect(request, action),
    action === 'submit' ? startsApproval(request, reportApproval) : undefined,
  );
}
