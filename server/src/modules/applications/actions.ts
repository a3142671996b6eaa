import type { ApplicationDetail } from '@pm/domain/shapes';
import { applicationMachine, type ApplicationAction } from '@pm/domain/workflow/application-machine';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { cancelApprovalIfLeft } from '../../approvals/cancel';
import { startsApproval } from '../../approvals/start';
import { takeStep } from '../records/workflow-step';
import { withAudit } from '../../db/audit';
import type { Database, Transaction } from '../../db/client';
import { applications } from '../../db/schema';
import { nextStatus } from '../../http/workflow';
import { staffOf } from '../../plugins/auth';
import { applicationApproval } from './approval';
import { applicationEffects, applicationWorkflow, type ActionInput } from './workflow';
import type { ApplicationRow } from './write';

export type { ActionInput } from './workflow';

/** One step of an application's workflow, with the project action it drives, in one transaction. */
export function actOnApplication(
  db: Database,
  request: FastifyRequest,
  id: number,
  action: ApplicationAction,
  input: ActionInput,
): Promise<ApplicationDetail> {
  // A submission puts the application up for its approval, which decides the rest.
  const submits = action === 'submit' || action === 'resubmit';
  return takeStep(
    db,
    request,
    applicationWorkflow,
    id,
    action,
    input,
    applicationEffects(request, input)[action],
    submits ? startsApproval(request, applicationApproval) : undefined,
  );
}

/**
 * The project's own Withdraw button takes its open application back to the applicant with it. The application is
 * locked here, before the project: every write locks the record first, then its project, so a withdraw and an
 * application step at the same moment wait for each other instead of deadlocking. Undefined when there is none.
 */
export async function lockWithdrawableApplication(
  tx: Transaction,
  projectId: number,
): Promise<ApplicationRow | undefined> {
  const [row] = await tx
    .select()
    .from(applications)
    .where(
      and(
        eq(applications.projectId, projectId),
        inArray(applications.status, [...applicationMachine.actions.withdraw.from]),
      ),
    )
    .for('update');
  return row;
}

/** Withdraws the application locked by `lockWithdrawableApplication`, with the project's reason. */
export async function withdrawWithProject(
  tx: Transaction,
  request: FastifyRequest,
  before: ApplicationRow,
  comment: string | null,
): Promise<void> {
  const status = nextStatus(request, applicationMachine, before.status, 'withdraw');
  const after = await applicationWorkflow.save(tx, before.id, { status, version: before.version + 1 });
  await withAudit(tx, { id: staffOf(request).userId }, 'withdraw', 'application', before.id, before, after, {
    projectId: before.projectId,
    comment,
  });
  await cancelApprovalIfLeft(tx, request, 'application', before.id, status, comment);
}
