import type {
  ApprovalAction,
  ApprovalField,
  ApprovalInstanceDetail,
  ApprovalNode,
} from '@pm/domain/shapes/approval';
import { formatMoney } from '@pm/domain/money/format-money';
import { canWithdraw } from '@pm/domain/workflow/approval-rules';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { resolveApprovers } from '../../approvals/approvers';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { InstanceRow } from '../../approvals/nodes';
import type { Executor } from '../../db/client';
import {
  approvalCopies,
  approvalDefinitions,
  approvalHistory,
  approvalInstances,
  approvalTasks,
  projects,
  users,
  type InstanceNode,
  type SnapshotField,
} from '../../db/schema';
import { notFound } from '../../http/errors';
import { staffOf } from '../../plugins/auth';
import { initiatorName } from '../../approvals/initiator';
import { subjectOf } from './subjects';

/** A record's fields in the caller's words: labels from the texts, money with separators, statuses named. */
export function renderFields(request: FastifyRequest, fields: readonly SnapshotField[]): ApprovalField[] {
  return fields.map((field) => ({ label: request.t(field.key), value: fieldValue(request, field) }));
}

function fieldValue(request: FastifyRequest, field: SnapshotField): string {
  if (field.value === null || field.value === '') return '';
  if (field.kind === 'money') return `¥${formatMoney(field.value)}`;
  if (field.kind === 'status') {
    return request.t(`status.${field.of}.${field.value}`, {
      defaultValue: request.t(`status.${field.value}`, { defaultValue: field.value }),
    });
  }
  return field.value;
}

/** The definition's node as the contract shows it (the approvals it needed stay inside). */
const nodeOf = ({ needed: _needed, ...node }: InstanceNode): ApprovalNode => node;

/** Whether the caller takes part: initiator, an approver at any time, copied; administrators see every one. */
async function mayRead(db: Executor, request: FastifyRequest, instance: InstanceRow): Promise<boolean> {
  const { userId, isAdmin } = staffOf(request);
  if (isAdmin || instance.initiatorId === userId) return true;
  const [task] = await db
    .select({ id: approvalTasks.id })
    .from(approvalTasks)
    .where(and(eq(approvalTasks.instanceId, instance.id), eq(approvalTasks.assigneeId, userId)))
    .limit(1);
  if (task) return true;
  const [copy] = await db
    .select({ userId: approvalCopies.userId })
    .from(approvalCopies)
    .where(and(eq(approvalCopies.instanceId, instance.id), eq(approvalCopies.userId, userId)));
  return copy !== undefined;
}

/**
 * An instance as its participants read it: the snapshot kept at the start beside the record as it is now, the
 * nodes, every task and the history, and what the caller may do. Anyone else reads it as not found.
 */
export async function instanceDetail(
  db: Executor,
  request: FastifyRequest,
  id: number,
): Promise<ApprovalInstanceDetail> {
  const [instance] = await db.select().from(approvalInstances).where(eq(approvalInstances.id, id));
  if (!instance || !(await mayRead(db, request, instance))) {
    throw notFound(request.t('approval.notFound'));
  }
  const actor = alias(users, 'actor');
  const target = alias(users, 'target');
  const [tasks, history, [initiator], [project]] = await Promise.all([
    db
      .select({ task: approvalTasks, assignee: users.name })
      .from(approvalTasks)
      .innerJoin(users, eq(users.id, approvalTasks.assigneeId))
      .where(eq(approvalTasks.instanceId, id))
      .orderBy(asc(approvalTasks.id)),
    db
      .select({ entry: approvalHistory, actor: actor.name, target: target.name })
      .from(approvalHistory)
      .leftJoin(actor, eq(actor.id, approvalHistory.actorId))
      .leftJoin(target, eq(target.id, approvalHistory.targetUserId))
      .where(eq(approvalHistory.instanceId, id))
      .orderBy(asc(approvalHistory.id)),
    db.select({ name: initiatorName }).from(approvalInstances).where(eq(approvalInstances.id, instance.id)),
    instance.projectId === null
      ? Promise.resolve([])
      : db.select({ name: projects.name }).from(projects).where(eq(projects.id, instance.projectId)),
  ]);
  const subject = subjectOf(instance.businessType);
  const liveRow = await subject.load(db, instance.entityId);
  const userId = staffOf(request).userId;
  const mine = tasks.find(
    ({ task }) =>
      task.assigneeId === userId && task.status === 'pending' && task.nodeIndex === instance.currentNode,
  );
  const actions: ApprovalAction[] = [];
  if (instance.status === 'running') {
    if (mine) {
      actions.push('approve', 'reject');
      if (instance.currentNode > 0) actions.push('return');
      actions.push('reassign', 'addApprover');
    }
    if (instance.initiatorId === userId && canWithdraw(history.map(({ entry }) => entry))) {
      actions.push('withdraw');
    }
  }
  return {
    id: instance.id,
    businessType: instance.businessType,
    approverNames: await approverNames(db, instance, tasks),
    definitionVersion: await definitionVersion(db, instance.definitionId),
    status: instance.status,
    subject: {
      entity: instance.entity,
      entityId: instance.entityId,
      title: instance.title,
      projectId: instance.projectId,
      projectName: project?.name ?? null,
      amount: instance.amount,
      path: instance.path,
    },
    snapshot: renderFields(request, instance.snapshot),
    live: liveRow ? renderFields(request, await subject.snapshot(db, liveRow)) : [],
    currentNode: instance.status === 'running' ? instance.currentNode : null,
    nodes: instance.nodes.map(nodeOf),
    tasks: tasks.map(({ task, assignee }) => ({
      id: task.id,
      nodeIndex: task.nodeIndex,
      assigneeId: task.assigneeId,
      assignee,
      status: task.status,
      comment: task.comment,
      actedAt: task.actedAt?.toISOString() ?? null,
    })),
    history: history.map(({ entry, actor: actorName, target: targetName }) => ({
      id: entry.id,
      action: entry.action as ApprovalInstanceDetail['history'][number]['action'],
      // A start without a staff actor is a beneficiary's submission in the portal: the initiator names them.
      actor: actorName ?? (entry.action === 'start' ? (initiator?.name ?? '') : ''),
      nodeIndex: entry.nodeIndex,
      nodeName: instance.nodes[entry.nodeIndex]?.name ?? '',
      comment: entry.comment,
      target: targetName,
      at: entry.createdAt.toISOString(),
    })),
    initiatorId: instance.initiatorId,
    initiator: initiator?.name ?? '',
    startedAt: instance.startedAt.toISOString(),
    finishedAt: instance.finishedAt?.toISOString() ?? null,
    actions,
    myTaskId: mine?.task.id ?? null,
    version: instance.version,
  };
}

/**
 * Who approves each node: those it gave tasks to (the latest round's), or — for a running instance's nodes not
 * reached yet — who it would ask now (a role's holders change; the node resolves them when it is reached).
 */
async function approverNames(
  db: Executor,
  instance: InstanceRow,
  tasks: readonly { task: { nodeIndex: number; round: number }; assignee: string }[],
): Promise<string[][]> {
  const context = { departmentId: instance.departmentId, makerIds: instance.makerIds };
  return Promise.all(
    instance.nodes.map(async (node, index) => {
      const atNode = tasks.filter(({ task }) => task.nodeIndex === index);
      if (atNode.length > 0) {
        const round = Math.max(...atNode.map(({ task }) => task.round));
        return [
          ...new Set(atNode.filter(({ task }) => task.round === round).map(({ assignee }) => assignee)),
        ];
      }
      if (instance.status !== 'running') return [];
      const ids = await resolveApprovers(db, node, context);
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(inArray(users.id, ids));
      return ids.map((id) => rows.find((row) => row.id === id)?.name ?? '');
    }),
  );
}

async function definitionVersion(db: Executor, definitionId: number): Promise<number> {
  const [definition] = await db
    .select({ version: approvalDefinitions.version })
    .from(approvalDefinitions)
    .where(eq(approvalDefinitions.id, definitionId));
  return definition?.version ?? 0;
}
