import type { BatchResult } from '@pm/domain/shapes';
import type { VolunteerAction } from '@pm/domain/workflow/volunteer-machine';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { AppError } from '../../http/errors';
import { actOnVolunteer } from './actions';

/**
 * One status action on several volunteers, each in its own transaction, one after the other: a refused one (its
 * status, a stale version) leaves the others done and carries the message a single call would have given.
 */
export async function runBatch(
  db: Database,
  request: FastifyRequest,
  action: VolunteerAction,
  items: readonly { id: number; version: number }[],
  comment: string,
): Promise<BatchResult> {
  const result: BatchResult = { succeeded: [], failed: [] };
  for (const item of items) {
    try {
      await actOnVolunteer(db, request, item.id, action, { version: item.version, comment });
      result.succeeded.push(item.id);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      result.failed.push({ id: item.id, code: String(error.statusCode), message: error.message });
    }
  }
  return result;
}
