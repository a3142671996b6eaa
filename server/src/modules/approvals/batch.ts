import { reviewCommentForm } from '@pm/domain/forms';
import type { ApprovalBatchBody } from '@pm/domain/shapes/approval';
import type { BatchResult } from '@pm/domain/shapes';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { approvalInstances, approvalTasks } from '../../db/schema';
import { AppError, conflict } from '../../http/errors';
import { assertForm } from '../../http/form';
import { actIn } from './actions';

/**
 * One decision on several of the caller's tasks, each in its own transaction, one after the other: a refused one
 * (decided meanwhile, not the caller's) carries the message a single call would have given, and leaves the others
 * done. A reject's reason is checked once, before any task.
 */
export async function decideInBatch(
  db: Database,
  request: FastifyRequest,
  body: ApprovalBatchBody,
): Promise<BatchResult> {
  const comment = body.comment?.trim() ?? '';
  if (body.action === 'reject') assertForm(request, reviewCommentForm, { comment });
  const result: BatchResult = { succeeded: [], failed: [] };
  for (const taskId of [...new Set(body.taskIds)]) {
    try {
      await db.transaction(async (tx) => {
        const [task] = await tx
          .select({ instanceId: approvalTasks.instanceId, version: approvalInstances.version })
          .from(approvalTasks)
          .innerJoin(approvalInstances, eq(approvalInstances.id, approvalTasks.instanceId))
          .where(eq(approvalTasks.id, taskId));
        if (!task) throw conflict(request.t('approval.taskNotYours'));
        await actIn(tx, request, task.instanceId, body.action, { version: task.version, taskId, comment });
      });
      result.succeeded.push(taskId);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      result.failed.push({ id: taskId, code: String(error.statusCode), message: error.message });
    }
  }
  return result;
}
