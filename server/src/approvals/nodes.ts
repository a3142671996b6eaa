import { approvalsNeeded } from '@pm/domain/workflow/approval-rules';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from '../db/client';
import type { approvalInstances } from '../db/schema';
import { approvalCopies, approvalTasks, type InstanceNode } from '../db/schema';
import { conflict } from '../http/errors';
import { resolveApprovers } from './approvers';
import { closeTodos, notify } from './notify';

export type InstanceRow = typeof approvalInstances.$inferSelect;
export type TaskRow = typeof approvalTasks.$inferSelect;

/** Where an instance's messages and rows link to: its panel in the inbox. */
export const instanceLink = (instanceId: number) => `/archives/approva?instance=${instanceId}`;

/** The values every message about an instance reads. */
export const noticeParams = (instance: InstanceRow, nodeIndex = instance.currentNode) => ({
  typeKey: `approval.businessType.${instance.businessType}`,
  title: instance.title,
  node: instance.nodes[nodeIndex]?.name ?? '',
});

/**
 * Opens a node of a running instance: its approvers (resolved now: a role's holders as they are when it is
 * reached) each get a pending task and a todo, the node's copied users a notice. A node nobody can approve stops
 * the action with a 409 that names it. Returns the nodes with this one's approvals needed fixed.
 */
export async function openNode(
  tx: Transaction,
  request: FastifyRequest,
  instance: InstanceRow,
  nodeIndex: number,
): Promise<InstanceNode[]> {
  const node = instance.nodes[nodeIndex]!;
  const approvers = await resolveApprovers(tx, node, {
    departmentId: instance.departmentId,
    makerIds: instance.makerIds,
  });
  if (approvers.length === 0) throw conflict(request.t('approval.noApprover', { node: node.name }));
  const tasks = await tx
    .insert(approvalTasks)
    .values(
      approvers.map((assigneeId) => ({
        instanceId: instance.id,
        nodeIndex,
        assigneeId,
        round: instance.round,
      })),
    )
    .returning({ id: approvalTasks.id, assigneeId: approvalTasks.assigneeId });
  const params = noticeParams(instance, nodeIndex);
  const link = instanceLink(instance.id);
  const copied = node.ccUserIds.filter((id) => !approvers.includes(id));
  if (copied.length > 0) {
    await tx
      .insert(approvalCopies)
      .values(copied.map((userId) => ({ instanceId: instance.id, userId, nodeIndex })))
      .onConflictDoNothing();
  }
  await notify(tx, [
    ...tasks.map((task) => ({
      userId: task.assigneeId,
      kind: 'todo' as const,
      params,
      link,
      taskId: task.id,
    })),
    ...copied.map((userId) => ({ userId, kind: 'copied' as const, params, link })),
  ]);
  return instance.nodes.map((each, index) =>
    index === nodeIndex ? { ...each, needed: approvalsNeeded(each, approvers.length) } : each,
  );
}

/** Adds one approver's pending task at the current node (reassign, add approver), with its todo. */
export async function addTask(tx: Transaction, instance: InstanceRow, assigneeId: number): Promise<TaskRow> {
  const [task] = await tx
    .insert(approvalTasks)
    .values({ instanceId: instance.id, nodeIndex: instance.currentNode, assigneeId, round: instance.round })
    .returning();
  await notify(tx, [
    {
      userId: assigneeId,
      kind: 'todo',
      params: noticeParams(instance),
      link: instanceLink(instance.id),
      taskId: task!.id,
    },
  ]);
  return task!;
}

/** Closes tasks with a status (their todos are done). */
export async function closeTasks(
  tx: Transaction,
  taskIds: readonly number[],
  status: TaskRow['status'],
  comment: string | null = null,
): Promise<void> {
  if (taskIds.length === 0) return;
  await tx
    .update(approvalTasks)
    .set({ status, comment, actedAt: new Date() })
    .where(and(inArray(approvalTasks.id, [...taskIds]), eq(approvalTasks.status, 'pending')));
  await closeTodos(tx, taskIds);
}

/** The pending tasks of an instance (all nodes, or one). */
export async function pendingTasks(
  tx: Transaction,
  instanceId: number,
  nodeIndex?: number,
): Promise<TaskRow[]> {
  return tx
    .select()
    .from(approvalTasks)
    .where(
      and(
        eq(approvalTasks.instanceId, instanceId),
        eq(approvalTasks.status, 'pending'),
        nodeIndex === undefined ? undefined : eq(approvalTasks.nodeIndex, nodeIndex),
      ),
    );
}
