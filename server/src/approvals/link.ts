import type { ApprovalLink } from '@pm/domain/shapes/approval';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../db/client';
import { approvalHistory, approvalInstances, approvalTasks, users } from '../db/schema';
import { actorOf, staffUserOf } from '../plugins/auth';

/**
 * The approval a record is in, or was last decided by (null when it never went through one): what its detail page
 * shows — where it stands, whom it waits for, the caller's own task on it and the last decision's comment.
 */
export async function approvalLinkOf(
  db: Executor,
  request: FastifyRequest,
  entity: string,
  entityId: number,
): Promise<ApprovalLink | null> {
  const [instance] = await db
    .select()
    .from(approvalInstances)
    .where(and(eq(approvalInstances.entity, entity), eq(approvalInstances.entityId, entityId)))
    .orderBy(desc(approvalInstances.id))
    .limit(1);
  if (!instance) return null;
  const pending = await db
    .select({ id: approvalTasks.id, assigneeId: approvalTasks.assigneeId, name: users.name })
    .from(approvalTasks)
    .innerJoin(users, eq(users.id, approvalTasks.assigneeId))
    .where(and(eq(approvalTasks.instanceId, instance.id), eq(approvalTasks.status, 'pending')))
    .orderBy(approvalTasks.id);
  const [last] = await db
    .select({ comment: approvalHistory.comment })
    .from(approvalHistory)
    .where(
      and(
        eq(approvalHistory.instanceId, instance.id),
        isNotNull(approvalHistory.comment),
        inArray(approvalHistory.action, ['approve', 'reject', 'return', 'withdraw', 'cancel']),
      ),
    )
    .orderBy(desc(approvalHistory.id))
    .limit(1);
  // A beneficiary reading their report in the portal has no task.
  const userId = staffUserOf(actorOf(request));
  return {
    instanceId: instance.id,
    status: instance.status,
    nodeName: instance.nodes[instance.currentNode]?.name ?? '',
    waitingFor: pending.map((task) => task.name),
    startedAt: instance.startedAt.toISOString(),
    finishedAt: instance.finishedAt?.toISOString() ?? null,
    myTaskId: pending.find((task) => task.assigneeId === userId)?.id ?? null,
    lastComment: last?.comment ?? null,
  };
}

/** Everyone who approved a record at any node of its approvals that passed: none of them pays it (four eyes). */
export async function approversOf(db: Executor, entity: string, entityId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: approvalTasks.assigneeId })
    .from(approvalTasks)
    .innerJoin(approvalInstances, eq(approvalInstances.id, approvalTasks.instanceId))
    .where(
      and(
        eq(approvalInstances.entity, entity),
        eq(approvalInstances.entityId, entityId),
        eq(approvalInstances.status, 'approved'),
        eq(approvalTasks.status, 'approved'),
      ),
    );
  return rows.map((row) => row.id);
}

/** The record's running approval, if any: while it runs, the record waits (its content is not edited). */
export async function runningApproval(
  db: Executor,
  entity: string,
  entityId: number,
): Promise<{ id: number } | undefined> {
  const [instance] = await db
    .select({ id: approvalInstances.id })
    .from(approvalInstances)
    .where(
      and(
        eq(approvalInstances.entity, entity),
        eq(approvalInstances.entityId, entityId),
        eq(approvalInstances.status, 'running'),
      ),
    );
  return instance;
}
