import type { ApprovalActionBody } from '@pm/domain/shapes/approval';
import { nodeOutcome } from '@pm/domain/workflow/approval-rules';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { mayApprove } from '../../approvals/approvers';
import { recordAction, type HistoryAction } from '../../approvals/history';
import { notify } from '../../approvals/notify';
import {
  addTask,
  closeTasks,
  instanceLink,
  noticeParams,
  openNode,
  pendingTasks,
  type InstanceRow,
  type TaskRow,
} from '../../approvals/nodes';
import type { Transaction } from '../../db/client';
import { approvalInstances, approvalTasks, users } from '../../db/schema';
import { conflict } from '../../http/errors';
import { staffOf } from '../../plugins/auth';
import { assertForm } from '../../http/form';
import { approvalReturnForm } from '@pm/domain/forms';
import { fieldRefusal } from '../records/refusals';
import { subjectOf } from './subjects';

export type TaskAction = 'approve' | 'reject' | 'return' | 'reassign' | 'addApprover';

type Body = ApprovalActionBody & { comment: string };

/**
 * The caller's pending task at the instance's current node, locked. A task already decided (by a concurrent
 * action, or an earlier click) is a 409: the first action wins, the page reloads.
 */
async function lockMyTask(
  tx: Transaction,
  request: FastifyRequest,
  instance: InstanceRow,
  taskId: number | undefined,
): Promise<TaskRow> {
  if (taskId === undefined) throw fieldRefusal('taskId', request.t('approval.taskRequired'));
  const [task] = await tx
    .select()
    .from(approvalTasks)
    .where(and(eq(approvalTasks.id, taskId), eq(approvalTasks.instanceId, instance.id)))
    .for('update');
  if (!task || task.assigneeId !== staffOf(request).userId) {
    throw conflict(request.t('approval.taskNotYours'));
  }
  if (task.status !== 'pending' || task.nodeIndex !== instance.currentNode) {
    throw conflict(request.t('approval.stale'));
  }
  return task;
}

/** Writes the instance's new state (its version moves on with every action) and its history entry. */
async function save(
  tx: Transaction,
  before: InstanceRow,
  change: Partial<InstanceRow>,
  action: HistoryAction,
  entry: { actorId: number; comment?: string | null; targetUserId?: number | null },
): Promise<InstanceRow> {
  const [after] = await tx
    .update(approvalInstances)
    .set({ ...change, version: before.version + 1 })
    .where(eq(approvalInstances.id, before.id))
    .returning();
  await recordAction(tx, action, before, after!, { ...entry, nodeIndex: before.currentNode });
  return after!;
}

async function tasksOfNode(tx: Transaction, instance: InstanceRow): Promise<TaskRow[]> {
  return tx
    .select()
    .from(approvalTasks)
    .where(
      and(
        eq(approvalTasks.instanceId, instance.id),
        eq(approvalTasks.nodeIndex, instance.currentNode),
        eq(approvalTasks.round, instance.round),
      ),
    );
}

async function nameOf(tx: Transaction, userId: number): Promise<string> {
  const [user] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return user?.name ?? '';
}

/** The instance is decided: its open tasks closed, the record's machine takes its step, the initiator is told. */
async function finish(
  tx: Transaction,
  request: FastifyRequest,
  instance: InstanceRow,
  outcome: 'approved' | 'rejected',
  body: Body,
  action: HistoryAction,
): Promise<void> {
  const actorId = staffOf(request).userId;
  await closeTasks(
    tx,
    (await pendingTasks(tx, instance.id)).map((task) => task.id),
    'cancelled',
  );
  const after = await save(tx, instance, { status: outcome, finishedAt: new Date() }, action, {
    actorId,
    comment: body.comment,
  });
  const subject = subjectOf(instance.businessType);
  if (outcome === 'approved') {
    await subject.onApproved(tx, request, instance.entityId, {
      comment: body.comment,
      ...(body.approvedAmount === undefined ? {} : { approvedAmount: body.approvedAmount }),
    });
  } else {
    await subject.onRejected(tx, request, instance.entityId, body.comment);
  }
  // A beneficiary who submitted in the portal reads the outcome there (the report's status and comment).
  const initiatorId = after.initiatorId;
  if (initiatorId !== null) {
    await notify(tx, [
      {
        userId: initiatorId,
        kind: outcome,
        params: {
          ...noticeParams(instance),
          actor: await nameOf(tx, actorId),
          comment: body.comment,
        },
        link: instanceLink(instance.id),
      },
    ]);
  }
}

/** After an approval or a rejection: the node may be decided, and with it the next node or the instance. */
async function advance(
  tx: Transaction,
  request: FastifyRequest,
  instance: InstanceRow,
  body: Body,
  action: 'approve' | 'reject',
): Promise<void> {
  const node = instance.nodes[instance.currentNode]!;
  const outcome = nodeOutcome(node.mode, node.needed ?? 1, await tasksOfNode(tx, instance));
  const actorId = staffOf(request).userId;
  if (outcome === 'rejected') return finish(tx, request, instance, 'rejected', body, action);
  if (outcome === 'pending') {
    await save(tx, instance, {}, action, { actorId, comment: body.comment });
    return;
  }
  const next = instance.currentNode + 1;
  if (next >= instance.nodes.length) return finish(tx, request, instance, 'approved', body, action);
  await closeTasks(
    tx,
    (await pendingTasks(tx, instance.id, instance.currentNode)).map((task) => task.id),
    'cancelled',
  );
  const moved = { ...instance, currentNode: next };
  const nodes = await openNode(tx, request, moved, next);
  await save(tx, instance, { currentNode: next, nodes }, action, { actorId, comment: body.comment });
}

/** Back to an earlier node, whose approvers decide again (a new round). */
async function returnTo(
  tx: Transaction,
  request: FastifyRequest,
  instance: InstanceRow,
  task: TaskRow,
  body: Body,
): Promise<void> {
  if (instance.currentNode === 0) throw fieldRefusal('toNode', request.t('approval.noEarlierNode'));
  // Without a node named, the previous one.
  const toNode = body.toNode ?? instance.currentNode - 1;
  assertForm(
    request,
    approvalReturnForm,
    { toNode, comment: body.comment },
    { currentNode: instance.currentNode },
  );
  await closeTasks(tx, [task.id], 'returned', body.comment);
  await closeTasks(
    tx,
    (await pendingTasks(tx, instance.id)).map((task) => task.id),
    'cancelled',
  );
  const moved = { ...instance, currentNode: toNode, round: instance.round + 1 };
  const nodes = await openNode(tx, request, moved, toNode);
  const [after] = await tx
    .update(approvalInstances)
    .set({ currentNode: toNode, round: moved.round, nodes, version: instance.version + 1 })
    .where(eq(approvalInstances.id, instance.id))
    .returning();
  await recordAction(tx, 'return', instance, after!, {
    actorId: staffOf(request).userId,
    // The history reads the node it was returned from.
    nodeIndex: instance.currentNode,
    comment: body.comment,
    targetUserId: null,
  });
}

/** The user a reassign or an added approver names: active, not a maker, not waiting here already. */
async function assertNewApprover(
  tx: Transaction,
  request: FastifyRequest,
  instance: InstanceRow,
  userId: number | undefined,
): Promise<number> {
  if (userId === undefined) throw fieldRefusal('userId', request.t('approval.userNotAllowed'));
  const context = { departmentId: instance.departmentId, makerIds: instance.makerIds };
  if (!(await mayApprove(tx, userId, context))) {
    throw fieldRefusal('userId', request.t('approval.userNotAllowed'));
  }
  const waiting = await pendingTasks(tx, instance.id, instance.currentNode);
  if (waiting.some((task) => task.assigneeId === userId)) {
    throw fieldRefusal('userId', request.t('approval.userAlreadyWaiting'));
  }
  return userId;
}

/** An approver's action on their own pending task at the current node. */
export async function decideOnTask(
  tx: Transaction,
  request: FastifyRequest,
  instance: InstanceRow,
  action: TaskAction,
  body: Body,
): Promise<void> {
  if (body.approvedAmount !== undefined && instance.businessType !== 'application') {
    throw fieldRefusal('approvedAmount', request.t('approval.amountOnlyOnApplication'));
  }
  const task = await lockMyTask(tx, request, instance, body.taskId);
  const actorId = staffOf(request).userId;
  if (action === 'reassign' || action === 'addApprover') {
    const userId = await assertNewApprover(tx, request, instance, body.userId);
    if (action === 'reassign') await closeTasks(tx, [task.id], 'reassigned', body.comment || null);
    await addTask(tx, instance, userId);
    await save(tx, instance, {}, action, { actorId, comment: body.comment, targetUserId: userId });
    return;
  }
  await subjectOf(instance.businessType).onFirstDecision?.(tx, request, instance.entityId);
  if (action === 'return') return returnTo(tx, request, instance, task, body);
  await closeTasks(tx, [task.id], action === 'approve' ? 'approved' : 'rejected', body.comment || null);
  await advance(tx, request, instance, body, action);
}
