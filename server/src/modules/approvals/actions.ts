import {
  approvalAddApproverForm,
  approvalNoteForm,
  approvalReasonForm,
  approvalReassignForm,
} from '@pm/domain/forms';
import type { ApprovalAction, ApprovalActionBody, ApprovalInstanceDetail } from '@pm/domain/shapes/approval';
import { canWithdraw } from '@pm/domain/workflow/approval-rules';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { closeTasks, pendingTasks, type InstanceRow } from '../../approvals/nodes';
import { recordAction } from '../../approvals/history';
import type { Database, Transaction } from '../../db/client';
import { approvalHistory, approvalInstances, approvalTasks } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../http/errors';
import { assertForm } from '../../http/form';
import { staffOf } from '../../plugins/auth';
import { scopeForApprover } from '../../security/data-scope';
import { instanceDetail } from './detail';
import { subjectOf } from './subjects';
import { decideOnTask, type TaskAction } from './task-actions';

/** The form each action's body passes (the dialog runs the same); a return's is checked against its node. */
const FORMS = {
  approve: approvalNoteForm,
  withdraw: approvalNoteForm,
  reject: approvalReasonForm,
  reassign: approvalReassignForm,
  addApprover: approvalAddApproverForm,
} as const;

/**
 * Locks what an action changes, in the order every write follows: the record first (through its module), then the
 * instance. A running instance only: a decided one is a 409 that names how it ended.
 */
async function lockForAction(
  tx: Transaction,
  request: FastifyRequest,
  instanceId: number,
): Promise<InstanceRow> {
  const missing = () => notFound(request.t('approval.notFound'));
  const [peek] = await tx
    .select({ businessType: approvalInstances.businessType, entityId: approvalInstances.entityId })
    .from(approvalInstances)
    .where(eq(approvalInstances.id, instanceId));
  if (!peek) throw missing();
  await subjectOf(peek.businessType).lock(tx, request, peek.entityId);
  const [instance] = await tx
    .select()
    .from(approvalInstances)
    .where(eq(approvalInstances.id, instanceId))
    .for('update');
  if (!instance) throw missing();
  if (instance.status !== 'running') {
    throw conflict(
      request.t('approval.notRunning', { status: request.t(`status.approval.${instance.status}`) }),
    );
  }
  return instance;
}

/** The initiator takes the record back while nobody has acted: it is editable again. */
async function withdraw(
  tx: Transaction,
  request: FastifyRequest,
  instance: InstanceRow,
  body: ApprovalActionBody,
): Promise<void> {
  const userId = staffOf(request).userId;
  if (instance.initiatorId !== userId) throw forbidden(request, request.t('approval.onlyInitiator'));
  if (instance.version !== body.version) throw conflict(request.t('approval.stale'));
  const history = await tx
    .select({ action: approvalHistory.action })
    .from(approvalHistory)
    .where(eq(approvalHistory.instanceId, instance.id))
    .orderBy(asc(approvalHistory.id));
  if (!canWithdraw(history)) throw conflict(request.t('approval.alreadyActed'));
  await closeTasks(
    tx,
    (await pendingTasks(tx, instance.id)).map((task) => task.id),
    'cancelled',
  );
  const [after] = await tx
    .update(approvalInstances)
    .set({ status: 'withdrawn', finishedAt: new Date(), version: instance.version + 1 })
    .where(eq(approvalInstances.id, instance.id))
    .returning();
  await recordAction(tx, 'withdraw', instance, after!, {
    actorId: userId,
    nodeIndex: instance.currentNode,
    comment: body.comment?.trim() || null,
  });
  await subjectOf(instance.businessType).onWithdrawn(tx, request, instance.entityId);
}

/** One action on an instance, in one transaction (`actOnInstance` answers with the detail after it). */
export async function actIn(
  tx: Transaction,
  request: FastifyRequest,
  instanceId: number,
  action: ApprovalAction,
  body: ApprovalActionBody,
): Promise<void> {
  const comment = body.comment?.trim() ?? '';
  if (action === 'reassign' || action === 'addApprover') {
    assertForm(request, FORMS[action], { userId: body.userId ?? null, comment });
  } else if (action !== 'return') {
    assertForm(request, FORMS[action], { comment });
  }
  // The definition made the caller an approver of this record, whatever their own scope.
  scopeForApprover(request);
  const instance = await lockForAction(tx, request, instanceId);
  if (action === 'withdraw') await withdraw(tx, request, instance, body);
  else await decideOnTask(tx, request, instance, action as TaskAction, { ...body, comment });
}

export async function actOnInstance(
  db: Database,
  request: FastifyRequest,
  instanceId: number,
  action: ApprovalAction,
  body: ApprovalActionBody,
): Promise<ApprovalInstanceDetail> {
  await db.transaction((tx) => actIn(tx, request, instanceId, action, body));
  return instanceDetail(db, request, instanceId);
}

/**
 * Approves or rejects a record through the caller's pending task on its running approval (a list's batch: the
 * fund payments' "verify selected"). No such task is a 409 in the caller's words. `assertCurrent` runs first in
 * the same transaction: the caller checks there that the record is still the one its list showed.
 */
export async function decideOnRecord(
  db: Database,
  request: FastifyRequest,
  entity: string,
  entityId: number,
  action: 'approve' | 'reject',
  comment: string,
  assertCurrent?: (tx: Transaction) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await assertCurrent?.(tx);
    const [task] = await tx
      .select({ id: approvalTasks.id, instanceId: approvalInstances.id, version: approvalInstances.version })
      .from(approvalInstances)
      .innerJoin(approvalTasks, eq(approvalTasks.instanceId, approvalInstances.id))
      .where(
        and(
          eq(approvalInstances.entity, entity),
          eq(approvalInstances.entityId, entityId),
          eq(approvalInstances.status, 'running'),
          eq(approvalTasks.assigneeId, staffOf(request).userId),
          eq(approvalTasks.status, 'pending'),
        ),
      );
    if (!task) throw conflict(request.t('approval.taskNotYours'));
    await actIn(tx, request, task.instanceId, action, { version: task.version, taskId: task.id, comment });
  });
}
