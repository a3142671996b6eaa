import type { TimelineEntry } from '@pm/domain/shapes';
import { desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { operationLogs, users } from '../../db/schema';

const statusIn = (snapshot: unknown): string | null => {
  const status = (snapshot as { status?: unknown } | null)?.status;
  return typeof status === 'string' ? status : null;
};

/**
 * Operation log rows as timeline entries, newest first: who did which action, the status it led to (when it
 * moved one) and the reason given. `where` picks the rows (a project's, one record's).
 */
export async function timelineEntries(db: Executor, where: SQL, limit?: number): Promise<TimelineEntry[]> {
  const query = db
    .select({ log: operationLogs, userName: users.name })
    .from(operationLogs)
    .leftJoin(users, eq(users.id, operationLogs.userId))
    .where(where)
    .orderBy(desc(operationLogs.createdAt), desc(operationLogs.id))
    .$dynamic();
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.map(({ log, userName }) => {
    const after = statusIn(log.after);
    return {
      id: log.id,
      action: `${log.entity}.${log.action}`,
      entity: log.entity,
      entityId: log.entityId,
      userName,
      status: after !== null && after !== statusIn(log.before) ? after : null,
      comment: log.comment,
      createdAt: log.createdAt.toISOString(),
    };
  });
}
