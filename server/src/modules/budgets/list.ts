import type { BudgetDetail, BudgetListItem, BudgetProject } from '@pm/domain/shapes';
import type { Page } from '@pm/domain/contracts';
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import type { Executor } from '../../db/client';
import { budgetRevisions, budgets, projects, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import { fetchPage, keywordFilter, planList } from '../../http/list-query';
import { budgetExecution, budgetFigures, hasOverrun } from './execution';
import type { BudgetListQuery } from './schema';
import { dataScopeOf, filedUnderScope, projectInScope, type DataScope } from '../../security/data-scope';
import { approvalLinkOf } from '../../approvals/link';

/** A budget is made for a project once its money is approved, and kept through to its closing. */
export const BUDGET_PROJECT_STATUSES = [
  'approved',
  'agreement_signed',
  'in_progress',
  'closing',
  'closed',
] as const;

/** The ceiling of a project's budget: its approved amount, or before approval its planned budget. */
export const projectAmountOf = (project: { approvedAmount: string | null; plannedBudget: string }) =>
  project.approvedAmount ?? project.plannedBudget;

const itemColumns = {
  id: budgets.id,
  projectId: budgets.projectId,
  projectCode: projects.code,
  projectName: projects.name,
  status: budgets.status,
  revision: budgets.revision,
  version: budgets.version,
  updatedAt: budgets.updatedAt,
};

export const budgetNotFound = (request: FastifyRequest) => notFound(request.t('budget.notFound'));

/** One page of budgets; planned and spent sums are then aggregated for the page's ids only. */
export async function listBudgets(
  db: Executor,
  query: Static<typeof BudgetListQuery>,
  scope: DataScope,
): Promise<Page<BudgetListItem>> {
  const where: SQL | undefined = and(
    filedUnderScope(scope, budgets.projectId, budgets.createdBy),
    keywordFilter(query.keyword, [projects.name, projects.code]),
    query.status ? eq(budgets.status, query.status) : undefined,
    query.projectId ? eq(budgets.projectId, query.projectId) : undefined,
    query.overrun ? hasOverrun : undefined,
  );
  const plan = planList(
    query,
    {
      projectCode: projects.code,
      projectName: projects.name,
      status: budgets.status,
      createdAt: budgets.createdAt,
      updatedAt: budgets.updatedAt,
    },
    { field: 'updatedAt', order: 'descend' },
    budgets.id,
  );
  const rows = db
    .select(itemColumns)
    .from(budgets)
    .innerJoin(projects, eq(projects.id, budgets.projectId))
    .where(where)
    .$dynamic();
  const total = db
    .select({ value: count() })
    .from(budgets)
    .innerJoin(projects, eq(projects.id, budgets.projectId))
    .where(where);
  const page = await fetchPage(rows, total, plan, (row) => row);
  const figures = await budgetFigures(
    db,
    page.list.map((row) => row.id),
  );
  return {
    ...page,
    list: page.list.map((row) => ({
      ...row,
      plannedAmount: '0.00',
      actualAmount: '0.00',
      executionRate: '0.00',
      overrunCount: 0,
      ...figures.get(row.id),
      updatedAt: row.updatedAt.toISOString(),
    })),
  };
}

export async function budgetDetail(db: Executor, request: FastifyRequest, id: number): Promise<BudgetDetail> {
  const scope = await dataScopeOf(request, db);
  const [row] = await db
    .select({
      ...itemColumns,
      remark: budgets.remark,
      createdById: budgets.createdBy,
      submittedById: budgets.submittedBy,
      approvedAmount: projects.approvedAmount,
      plannedBudget: projects.plannedBudget,
    })
    .from(budgets)
    .innerJoin(projects, eq(projects.id, budgets.projectId))
    .where(and(eq(budgets.id, id), filedUnderScope(scope, budgets.projectId, budgets.createdBy)));
  if (!row) throw budgetNotFound(request);
  const { approvedAmount, plannedBudget, updatedAt, ...budget } = row;
  const [plan, revisions] = await Promise.all([
    budgetExecution(db, id),
    db
      .select({
        revision: budgetRevisions.revision,
        plannedAmount: budgetRevisions.plannedAmount,
        approvedByName: users.name,
        approvedAt: budgetRevisions.approvedAt,
        comment: budgetRevisions.comment,
      })
      .from(budgetRevisions)
      .leftJoin(users, eq(users.id, budgetRevisions.approvedBy))
      .where(eq(budgetRevisions.budgetId, id))
      .orderBy(desc(budgetRevisions.revision)),
  ]);
  return {
    ...budget,
    updatedAt: updatedAt.toISOString(),
    projectAmount: projectAmountOf({ approvedAmount, plannedBudget }),
    plannedAmount: plan.plannedAmount,
    actualAmount: plan.total.actualAmount,
    variance: plan.total.variance,
    executionRate: plan.total.executionRate,
    overrunCount: plan.overrunCount,
    periods: plan.periods,
    lines: plan.lines,
    revisions: revisions.map((revision) => ({
      ...revision,
      approvedAt: revision.approvedAt.toISOString(),
    })),
    approval: await approvalLinkOf(db, request, 'budget', id),
  };
}

/** Projects approved or later matching the keyword, newest first, with their budget if they have one. */
export async function budgetProjects(
  db: Executor,
  keyword: string | undefined,
  scope: DataScope,
): Promise<BudgetProject[]> {
  const rows = await db
    .select({
      id: projects.id,
      code: projects.code,
      name: projects.name,
      approvedAmount: projects.approvedAmount,
      plannedBudget: projects.plannedBudget,
      budgetId: budgets.id,
    })
    .from(projects)
    .leftJoin(budgets, eq(budgets.projectId, projects.id))
    .where(
      and(
        inArray(projects.status, [...BUDGET_PROJECT_STATUSES]),
        keywordFilter(keyword, [projects.name, projects.code]),
        projectInScope(scope),
      ),
    )
    .orderBy(desc(projects.createdAt), asc(projects.id))
    .limit(20);
  return rows.map(({ approvedAmount, plannedBudget, ...project }) => ({
    ...project,
    projectAmount: projectAmountOf({ approvedAmount, plannedBudget }),
  }));
}
