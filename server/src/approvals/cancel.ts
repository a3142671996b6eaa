import { APPROVAL_SUBJECTS, businessTypeOfEntity } from '@pm/domain/workflow/approval-rules';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from '../db/client';
import { approvalInstances } from '../db/schema';
import { staffOf } from '../plugins/auth';
import { recordAction } from './history';
import { closeTasks, pendingTasks } from './nodes';

/**
 * A record that leaves the status its approval decides on by another way (a payment cancelled, an agreement
 * terminated, an application withdrawn with its project) has nothing left to decide: its running instance is
 * cancelled, its pending tasks closed. Every step of a record's machine calls this after it writes the new status;
 * the engine's own steps find no running instance (it ended the instance first).
 */
export async function cancelApprovalIfLeft(
  tx: Transaction,
  request: FastifyRequest,
  entity: string,
  entityId: number,
  status: string,
  comment: string | null = null,
): Promise<void> {
  const businessType = businessTypeOfEntity(entity);
  if (!businessType) return;
  if ((APPROVAL_SUBJECTS[businessType].awaiting as readonly string[]).includes(status)) return;
  const [before] = await tx
    .select()
    .from(approvalInstances)
    .where(
      and(
        eq(approvalInstances.entity, entity),
        eq(approvalInstances.entityId, entityId),
        eq(approvalInstances.status, 'running'),
      ),
    )
    .for('update');
  if (!before) return;
  await closeTasks(
    tx,
    (await pendingTasks(tx, before.id)).map((task) => task.id),
    'cancelled',
  );
  const [after] = await tx
    .update(approvalInstances)
    .set({ status: 'cancelled', finishedAt: new Date(), version: before.version + 1 })
    .where(eq(approvalInstances.id, before.id))
    .returning();
  await recordAction(tx, 'cancel', before, after!, {
    actorId: staffOf(request).userId,
    nodeIndex: before.currentNode,
    comment,
  });
}
