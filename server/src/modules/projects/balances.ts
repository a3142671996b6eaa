import { RELEASED_APPROPRIATION_STATUSES } from '@pm/domain/workflow/appropriation-machine';
import { and, notInArray, sql } from 'drizzle-orm';
import { runShaped } from '../../db/statements';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { moneySum } from '../../db/money-sql';
import { appropriations, projects } from '../../db/schema';
import { balancesOf, type ProjectBalance } from './balance-tree';

export type { ProjectBalance } from './balance-tree';

/** Appropriations whose amount still counts against their instalment, agreement and project. */
export const committing = notInArray(appropriations.status, [...RELEASED_APPROPRIATION_STATUSES]);

/**
 * The balance of each project (`balancesOf`): what its sub-projects hold and what it may still pay or allocate.
 * The one computation behind the amount a new sub-project may take, the 可拨余额 a list, a detail or the payment
 * page shows, and the limit a payment is checked against under lock. Two queries whatever the number of
 * projects: every project of their trees (a tree is a handful of rows), then their live appropriations' sums.
 */
export async function projectBalances(
  db: Executor,
  ids: readonly number[],
): Promise<Map<number, ProjectBalance>> {
  if (ids.length === 0) return new Map();
  const tree = await runShaped(db, 'projectTrees', { ids: [...new Set(ids)] }, () => treesQuery(db));
  // One after the other: `db` may be a transaction, which runs one statement at a time anyway.
  const spent = await runShaped(db, 'projectsCommitted', { ids: tree.map((node) => node.id) }, () =>
    committedQuery(db),
  );
  const committed = new Map(spent.map((row) => [row.projectId, row.amount]));
  const nodes = tree.map((node) => ({ ...node, committed: committed.get(node.id) ?? '0.00' }));
  return balancesOf(nodes, [...new Set(ids)]);
}

/** Every project of the trees the projects `$ids` belong to. */
function treesQuery(db: Executor) {
  const wanted = sql`${sql.placeholder('ids')}::int[]`;
  // A top project's root_id may be null or itself: its tree is its id and the rows rooted there.
  const roots = sql`array(select coalesce(${projects.rootId}, ${projects.id}) from ${projects} where ${projects.id} = any(${wanted}))`;
  const member = alias(projects, 'member');
  return db
    .select({
      id: member.id,
      parentId: member.parentId,
      status: member.status,
      approvedAmount: member.approvedAmount,
    })
    .from(member)
    .where(sql`${member.id} = any(${roots}) or ${member.rootId} = any(${roots})`);
}

/** What the live appropriations of the projects `$ids` commit, per project. */
function committedQuery(db: Executor) {
  return db
    .select({
      projectId: appropriations.projectId,
      amount: moneySum(appropriations.amount),
    })
    .from(appropriations)
    .where(and(committing, sql`${appropriations.projectId} = any(${sql.placeholder('ids')}::int[])`))
    .groupBy(appropriations.projectId);
}

/** The balance of one project; nothing available when it does not exist. */
export async function projectBalance(db: Executor, id: number): Promise<ProjectBalance> {
  return (await projectBalances(db, [id])).get(id) ?? { allocatedToChildren: '0.00', available: '0.00' };
}
