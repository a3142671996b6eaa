import type { Page } from '@pm/domain/contracts';
import type { ApprovalCounts, ApprovalInboxQuery, ApprovalInboxRow } from '@pm/domain/shapes/approval';
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { approvalCopies, approvalInstances, approvalTasks, projects, users } from '../../db/schema';
import { fetchPage, keywordFilter, planList } from '../../http/list-query';
import { staffOf } from '../../plugins/auth';

/** The task states of the "done" tab: the caller decided, returned or passed the task on. */
const DONE = sql.raw(`('approved', 'rejected', 'returned', 'reassigned')`);

interface Tab {
  /** Which instances are on the tab. */
  where: SQL;
  /** The caller's task the row stands for (to do, done), or null. */
  taskId: SQL<number | null>;
  /** The row's time: the task's arrival or decision, the instance's end, the copy. */
  at: SQL<string>;
}

/**
 * The tabs as conditions on the instances: the caller's pending task (to do; one per instance, the current node's),
 * their latest decided task (done: one row per instance however often they acted), their own submissions, their
 * copies.
 */
function tabOf(tab: ApprovalInboxQuery['tab'], userId: number): Tab {
  const mine = (status: SQL, order: SQL) =>
    sql<
      number | null
    >`(select ${approvalTasks.id} from ${approvalTasks} where ${approvalTasks.instanceId} = ${approvalInstances.id} and ${approvalTasks.assigneeId} = ${userId} and ${status} order by ${order} desc limit 1)`;
  const timeOf = (taskId: SQL, column: SQL) =>
    sql<string>`(select ${column} from ${approvalTasks} where ${approvalTasks.id} = ${taskId})`;
  switch (tab) {
    case 'todo': {
      const taskId = mine(sql`${approvalTasks.status} = 'pending'`, sql`${approvalTasks.id}`);
      return {
        where: and(eq(approvalInstances.status, 'running'), sql`${taskId} is not null`)!,
        taskId,
        at: timeOf(taskId, sql`${approvalTasks.createdAt}`),
      };
    }
    case 'done': {
      const taskId = mine(sql`${approvalTasks.status} in ${DONE}`, sql`${approvalTasks.actedAt}`);
      return {
        where: sql`${taskId} is not null`,
        taskId,
        at: timeOf(taskId, sql`${approvalTasks.actedAt}`),
      };
    }
    case 'initiated':
      return {
        where: eq(approvalInstances.initiatorId, userId),
        taskId: sql`null`,
        at: sql<string>`coalesce(${approvalInstances.finishedAt}, ${approvalInstances.startedAt})`,
      };
    case 'copied': {
      const copiedAt = sql<string>`(select ${approvalCopies.createdAt} from ${approvalCopies} where ${approvalCopies.instanceId} = ${approvalInstances.id} and ${approvalCopies.userId} = ${userId})`;
      return { where: sql`${copiedAt} is not null`, taskId: sql`null`, at: copiedAt };
    }
  }
}

/** The inbox: one tab of the caller's approvals, filtered, sorted and paged. */
export async function listInbox(
  db: Executor,
  request: FastifyRequest,
  query: ApprovalInboxQuery,
): Promise<Page<ApprovalInboxRow>> {
  const tab = tabOf(query.tab, staffOf(request).userId);
  const where = and(
    tab.where,
    query.businessType ? eq(approvalInstances.businessType, query.businessType) : undefined,
    query.status ? eq(approvalInstances.status, query.status) : undefined,
    keywordFilter(query.keyword, [approvalInstances.title, projects.name]),
  );
  const plan = planList(
    query,
    { at: tab.at, startedAt: approvalInstances.startedAt },
    { field: 'at', order: 'descend' },
    approvalInstances.id,
  );
  const rows = db
    .select({
      instance: approvalInstances,
      taskId: tab.taskId.mapWith(Number),
      at: tab.at.mapWith(approvalInstances.startedAt),
      initiator: users.name,
      projectName: projects.name,
    })
    .from(approvalInstances)
    .innerJoin(users, eq(users.id, approvalInstances.initiatorId))
    .leftJoin(projects, eq(projects.id, approvalInstances.projectId))
    .where(where)
    .$dynamic();
  const total = db
    .select({ value: count() })
    .from(approvalInstances)
    .leftJoin(projects, eq(projects.id, approvalInstances.projectId))
    .where(where);
  return fetchPage(rows, total, plan, ({ instance, ...row }) => ({
    instanceId: instance.id,
    taskId: row.taskId,
    businessType: instance.businessType,
    subject: {
      entity: instance.entity,
      entityId: instance.entityId,
      title: instance.title,
      projectId: instance.projectId,
      projectName: row.projectName,
      amount: instance.amount,
      path: instance.path,
    },
    status: instance.status,
    nodeName: instance.nodes[instance.currentNode]?.name ?? '',
    initiator: row.initiator,
    startedAt: instance.startedAt.toISOString(),
    at: (row.at ?? instance.startedAt).toISOString(),
  }));
}

/** The caller's pending tasks: the menu badge and the inbox's first tab. */
export async function approvalCounts(db: Executor, request: FastifyRequest): Promise<ApprovalCounts> {
  const [row] = await db
    .select({ todo: count() })
    .from(approvalTasks)
    .innerJoin(approvalInstances, eq(approvalInstances.id, approvalTasks.instanceId))
    .where(
      and(
        eq(approvalTasks.assigneeId, staffOf(request).userId),
        eq(approvalTasks.status, 'pending'),
        eq(approvalInstances.status, 'running'),
      ),
    );
  return { todo: row?.todo ?? 0 };
}
