import type { AppropriationContext } from '@pm/shared/forms/appropriation-form';
import { compareMoney, subMoney } from '@pm/shared/money/money';
import { RELEASED_APPROPRIATION_STATUSES } from '@pm/shared/workflow/appropriation-machine';
import { and, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor, Transaction } from '../../db/client';
import { moneySum } from '../../db/money-sql';
import { agreementInstalments, agreements, appropriations, projects } from '../../db/schema';
import { lockProject } from '../projects/move-project';
import { fieldRefusal } from '../records/refusals';
import { refusedIn } from './labels';

/** Appropriations whose amount still counts against their instalment, agreement and project. */
export const committing = notInArray(appropriations.status, [...RELEASED_APPROPRIATION_STATUSES]);

const total = (where?: SQL) => moneySum(appropriations.amount, where);

/** What is left of a limit, never below zero (a limit lowered after the fact leaves nothing, not a debt). */
export function remaining(limit: string | null, used: string): string {
  const left = subMoney(limit ?? '0', used);
  return compareMoney(left, '0') < 0 ? '0.00' : left;
}

interface ProjectLimitRow {
  id: number;
  rootId: number | null;
  approvedAmount: string | null;
}

/**
 * What each project may still receive: its approved amount less its live appropriations, and — the root's approved
 * amount covering the whole tree — the root's less every live appropriation of the tree (`root_id`). The smaller
 * of the two, never below zero. `roots` holds each project's root (a top project is its own). Two grouped queries
 * whatever the number of projects (a picker lists twenty).
 */
export async function projectsAvailable(
  db: Executor,
  rows: readonly ProjectLimitRow[],
  roots: ReadonlyMap<number, ProjectLimitRow>,
): Promise<Map<number, string>> {
  if (rows.length === 0) return new Map();
  const rootOf = (row: ProjectLimitRow) => roots.get(row.rootId ?? row.id) ?? row;
  const treeKey = sql<number>`coalesce(${projects.rootId}, ${projects.id})`;
  const rootIds = [...new Set(rows.map((row) => rootOf(row).id))];
  // One after the other: `db` may be a transaction, which runs one statement at a time anyway.
  const byTree = await db
    .select({ root: treeKey, amount: total() })
    .from(appropriations)
    .innerJoin(projects, eq(projects.id, appropriations.projectId))
    .where(and(committing, inArray(treeKey, rootIds)))
    .groupBy(treeKey);
  const byProject = await db
    .select({ projectId: appropriations.projectId, amount: total() })
    .from(appropriations)
    .where(
      and(
        committing,
        inArray(
          appropriations.projectId,
          rows.map((row) => row.id),
        ),
      ),
    )
    .groupBy(appropriations.projectId);
  const treeUsed = new Map(byTree.map((row) => [Number(row.root), row.amount]));
  const ownUsed = new Map(byProject.map((row) => [row.projectId, row.amount]));
  return new Map(
    rows.map((row) => {
      const root = rootOf(row);
      const treeLeft = remaining(root.approvedAmount, treeUsed.get(root.id) ?? '0');
      if (row.id === root.id) return [row.id, treeLeft];
      const ownLeft = remaining(row.approvedAmount, ownUsed.get(row.id) ?? '0');
      return [row.id, compareMoney(ownLeft, treeLeft) < 0 ? ownLeft : treeLeft];
    }),
  );
}

/** What one project may still receive (`projectsAvailable`). */
export async function projectAvailable(
  db: Executor,
  project: ProjectLimitRow,
  root: ProjectLimitRow,
): Promise<string> {
  return (await projectsAvailable(db, [project], new Map([[root.id, root]]))).get(project.id)!;
}

export interface FundingTarget {
  projectId: number;
  agreementId: number;
  instalmentId: number;
}

/**
 * Locks what an appropriation of `target` draws on and reads what is left of it: the agreement row, then the
 * project and (for a sub-project) its root in ascending id order — the order every write here follows, after the
 * appropriation's own row. The agreement must be in force and of the project, the instalment of the agreement.
 * Appropriations of one agreement queue on its row; those of one project (any agreement) or one tree on the
 * project rows; so the sums read next count every committed appropriation.
 */
export async function lockFunding(
  tx: Transaction,
  request: FastifyRequest,
  target: FundingTarget,
): Promise<AppropriationContext> {
  const [agreement] = await tx
    .select()
    .from(agreements)
    .where(eq(agreements.id, target.agreementId))
    .for('update');
  if (!agreement || agreement.projectId !== target.projectId) {
    throw fieldRefusal(request, 'agreementId', [
      '所选协议不存在或不属于该项目',
      'The agreement chosen does not exist or is not of this project',
    ]);
  }
  if (agreement.status !== 'active') {
    throw refusedIn(
      request,
      ['协议当前状态为“{{status}}”，不能拨款', 'An agreement that is "{{status}}" cannot be paid from'],
      'agreement',
      agreement.status,
    );
  }
  const [instalment] = await tx
    .select()
    .from(agreementInstalments)
    .where(
      and(
        eq(agreementInstalments.id, target.instalmentId),
        eq(agreementInstalments.agreementId, agreement.id),
      ),
    );
  if (!instalment) {
    throw fieldRefusal(request, 'instalmentId', [
      '所选拨付期次不属于该协议',
      'The instalment chosen is not in this agreement’s payment schedule',
    ]);
  }
  const [tree] = await tx
    .select({ rootId: projects.rootId })
    .from(projects)
    .where(eq(projects.id, agreement.projectId));
  const ids = [...new Set([agreement.projectId, tree?.rootId ?? agreement.projectId])].sort((a, b) => a - b);
  const locked = new Map<number, ProjectLimitRow>();
  for (const id of ids) locked.set(id, await lockProject(tx, request, id));
  const project = locked.get(agreement.projectId)!;
  const root = locked.get(project.rootId ?? project.id) ?? project;

  const [used] = await tx
    .select({
      agreement: total(),
      instalment: total(eq(appropriations.instalmentId, instalment.id)),
    })
    .from(appropriations)
    .where(and(committing, eq(appropriations.agreementId, agreement.id)));
  return {
    instalmentAvailable: remaining(instalment.amount, used?.instalment ?? '0'),
    agreementAvailable: remaining(agreement.totalAmount, used?.agreement ?? '0'),
    projectAvailable: await projectAvailable(tx, project, root),
  };
}
