import type { Page } from '@pm/domain/contracts';
import type { ApprovalCounts, ApprovalInboxQuery, ApprovalInboxRow } from '@pm/domain/shapes/approval';
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { approvalCopies, approvalInstances, approvalTasks, projects } from '../../db/schema';
import { fetchPage, keywordFilter, planList } from '../../http/list-query';
import { staffOf } from '../../plugins/auth';
import { initiatorName } from '../../approvals/initiator';

/** The task states of the "done" tab: the caller decided, returned or passed the task on. */
const DONE = sql.raw(`('approved', 'rejected', 'returned', 'reassigned')`);

interface Tab {
  /**
   * The caller's rows the tab is made of, one per instance, as the derived table `mine`: `instance_id`, `task_id`
   * (the caller's task the row stands for, on to do and done; else null) and `row_at` (the row's time: the task's
   * arrival or decision, the instance's end, the copy). Each is found by the caller's own index (their tasks, their
   * submissions, their copies), so a tab reads what is theirs, not every instance.
   */
  source: SQL;
  /** Which instances are on the tab, besides the join. */
  where: SQL | undefined;
}

const MINE = {
  instanceId: sql.raw('mine.instance_id'),
  taskId: sql<number | null>`mine.task_id`,
  at: sql<string>`mine.row_at`,
};

/**
 * The tabs: the caller's pending task (to do; one per instance, the current node's), their latest decided task
 * (done: one row per instance however often they acted), their own submissions, their copies.
 */
function tabOf(tab: ApprovalInboxQuery['tab'], userId: number): Tab {
  const tasks = approvalTasks;
  switch (tab) {
    case 'todo':
      return {
        source: sql`(select ${tasks.instanceId} as instance_id, max(${tasks.id}) as task_id, max(${tasks.createdAt}) as row_at
          from ${tasks} where ${tasks.assigneeId} = ${userId} and ${tasks.status} = 'pending'
          group by ${tasks.instanceId}) as mine`,
        where: eq(approvalInstances.status, 'running'),
      };
    case 'done':
      return {
        source: sql`(select distinct on (${tasks.instanceId}) ${tasks.instanceId} as instance_id, ${tasks.id} as task_id,
          ${tasks.actedAt} as row_at from ${tasks} where ${tasks.assigneeId} = ${userId} and ${tasks.status} in ${DONE}
          order by ${tasks.instanceId}, ${tasks.actedAt} desc, ${tasks.id} desc) as mine`,
        where: undefined,
      };
    case 'initiated':
      return {
        source: sql`(select ${approvalInstances.id} as instance_id, null::integer as task_id,
          coalesce(${approvalInstances.finishedAt}, ${approvalInstances.startedAt}) as row_at
          from ${approvalInstances} where ${approvalInstances.initiatorId} = ${userId}) as mine`,
        where: undefined,
      };
    case 'copied':
      return {
        source: sql`(select ${approvalCopies.instanceId} as instance_id, null::integer as task_id,
          ${approvalCopies.createdAt} as row_at from ${approvalCopies} where ${approvalCopies.userId} = ${userId}) as mine`,
        where: undefined,
      };
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
    { at: MINE.at, startedAt: approvalInstances.startedAt },
    { field: 'at', order: 'descend' },
    approvalInstances.id,
  );
  const onMine = sql`${MINE.instanceId} = ${approvalInstances.id}`;
  const rows = db
    .select({
      instance: approvalInstances,
      taskId: MINE.taskId.mapWith(Number),
      at: MINE.at.mapWith(approvalInstances.startedAt),
      initiator: initiatorName,
      projectName: projects.name,
    })
    .from(approvalInstances)
    .innerJoin(tab.source, onMine)
    .leftJoin(projects, eq(projects.id, approvalInstances.projectId))
    .where(where)
    .$dynamic();
  const total = db
    .select({ value: count() })
    .from(approvalInstances)
    .innerJoin(tab.source, onMine)
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
