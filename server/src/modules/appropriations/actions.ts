import type { AppropriationDetail } from '@pm/domain/shapes';
import { paymentForm } from '@pm/domain/forms/appropriation-form';
import type { AppropriationAction } from '@pm/domain/workflow/appropriation-machine';
import type { FastifyRequest } from 'fastify';
import { startsApproval } from '../../approvals/start';
import type { Database } from '../../db/client';
import { assertForm } from '../../http/form';
import { businessDate } from '../../records/today';
import { takeStep } from '../records/workflow-step';
import { appropriationApproval } from './approval';
import { appropriationEffect, appropriationWorkflow, paymentOf, type ActionInput } from './workflow';

export type { ActionInput } from './workflow';

/** One step of an appropriation's workflow, in one transaction with its row locked first. */
export async function actOnAppropriation(
  db: Database,
  request: FastifyRequest,
  id: number,
  action: AppropriationAction,
  input: ActionInput,
  /** A batch payment: the appropriations it has already paid with the same receipt. */
  paidInThisBatch: readonly number[] = [],
): Promise<AppropriationDetail> {
  if (action === 'pay') assertForm(request, paymentForm, paymentOf(input), { today: businessDate() });
  return takeStep(
    db,
    request,
    appropriationWorkflow,
    id,
    action,
    input,
    appropriationEffect(request, action, input, paidInThisBatch),
    // A resubmission is verified again: a new approval starts.
    action === 'resubmit' ? startsApproval(request, appropriationApproval) : undefined,
  );
}
