import type { Page } from '@pm/domain/contracts';
import { moduleOfEntity } from '@pm/domain/audit';
import type { OperationLogDetail, OperationLogItem } from '@pm/domain/shapes/operation-log';
import { count, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import type { Executor } from '../../db/client';
import { operationLogs, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import { planList, toPage } from '../../http/list-query';
import { logWhere } from './filters';
import type { LogListQuery } from './schema';

/** The columns of a row as the list shows it. */
export const logColumns = {
  id: operationLogs.id,
  createdAt: operationLogs.createdAt,
  userId: operationLogs.userId,
  userName: users.name,
  username: operationLogs.username,
  entity: operationLogs.entity,
  entityId: operationLogs.entityId,
  action: operationLogs.action,
  ip: operationLogs.ip,
  comment: operationLogs.comment,
  projectId: operationLogs.projectId,
};

type LogRow = Omit<OperationLogItem, 'module' | 'createdAt'> & { createdAt: Date };

export const toLogItem = (row: LogRow): OperationLogItem => ({
  ...row,
  module: moduleOfEntity(row.entity),
  createdAt: row.createdAt.toISOString(),
});

/** The operation log, paged and newest first unless asked otherwise. */
export async function listLogs(
  db: Executor,
  query: Static<typeof LogListQuery>,
): Promise<Page<OperationLogItem>> {
  const where = logWhere(query);
  const plan = planList(
    query,
    { createdAt: operationLogs.createdAt },
    { field: 'createdAt', order: 'descend' },
    operationLogs.id,
  );
  const rows = await db
    .select(logColumns)
    .from(operationLogs)
    .leftJoin(users, eq(users.id, operationLogs.userId))
    .where(where)
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  const [total] = await db
    .select({ value: count() })
    .from(operationLogs)
    .leftJoin(users, eq(users.id, operationLogs.userId))
    .where(where);
  return toPage(rows.map(toLogItem), total?.value ?? 0, plan);
}

/** One row with its snapshots; 404 for an unknown id. */
export async function logDetail(
  db: Executor,
  request: FastifyRequest,
  id: number,
): Promise<OperationLogDetail> {
  const [row] = await db
    .select({ ...logColumns, before: operationLogs.before, after: operationLogs.after })
    .from(operationLogs)
    .leftJoin(users, eq(users.id, operationLogs.userId))
    .where(eq(operationLogs.id, id));
  if (!row) throw notFound(request.t('log.notFound'));
  const { before, after, ...item } = row;
  return { ...toLogItem(item), before, after };
}
