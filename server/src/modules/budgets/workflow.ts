import type { BudgetDetail } from '@pm/domain/shapes';
import { compareMoney, normalizeMoney, sumMoney } from '@pm/domain/money/money';
import { budgetMachine, type BudgetAction } from '@pm/domain/workflow/budget-machine';
import { asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from '../../db/client';
import { budgetLines, budgetPeriods, budgetRevisions, budgets, projects } from '../../db/schema';
import { conflict } from '../../http/errors';
import { staffOf } from '../../plugins/auth';
import { takeStepIn, type RecordWorkflow } from '../records/workflow-step';
import { budgetDetail, projectAmountOf } from './list';
import { lockBudget, type BudgetRow } from './write';

/**
 * Approving puts the plan in force as the next revision: its periods and lines are kept as they are now (later
 * revisions edit the live rows), with the planned total, who approved it and why. The plan must still fit the
 * project's amount, which may have been decided after the draft was written.
 */
async function approve(
  tx: Transaction,
  request: FastifyRequest,
  row: BudgetRow,
  comment: string,
): Promise<Partial<BudgetRow>> {
  const periods = await tx
    .select({
      id: budgetPeriods.id,
      seq: budgetPeriods.seq,
      name: budgetPeriods.name,
      startDate: budgetPeriods.startDate,
      endDate: budgetPeriods.endDate,
    })
    .from(budgetPeriods)
    .where(eq(budgetPeriods.budgetId, row.id))
    .orderBy(asc(budgetPeriods.seq));
  const lines = await tx
    .select({
      id: budgetLines.id,
      periodId: budgetLines.periodId,
      category: budgetLines.category,
      name: budgetLines.name,
      plannedAmount: budgetLines.plannedAmount,
      fundSource: budgetLines.fundSource,
    })
    .from(budgetLines)
    .where(eq(budgetLines.budgetId, row.id))
    .orderBy(asc(budgetLines.sort), asc(budgetLines.id));
  const [project] = await tx
    .select({ approvedAmount: projects.approvedAmount, plannedBudget: projects.plannedBudget })
    .from(projects)
    .where(eq(projects.id, row.projectId));
  const planned = sumMoney(lines.map((line) => line.plannedAmount));
  assertWithinCeiling(request, planned, projectAmountOf(project!));
  const revision = row.revision + 1;
  await tx.insert(budgetRevisions).values({
    budgetId: row.id,
    revision,
    plannedAmount: planned,
    snapshot: { periods, lines },
    comment: comment || null,
    approvedBy: staffOf(request).userId,
  });
  return { revision };
}

function assertWithinCeiling(request: FastifyRequest, planned: string, ceiling: string) {
  if (compareMoney(planned, ceiling) > 0) {
    throw conflict(request.t('budget.overCeiling', { planned, ceiling: normalizeMoney(ceiling) }));
  }
}

/** The plan's total must fit the project's amount (approving checks it again: the amount may change meanwhile). */
export async function assertPlanFits(
  tx: Transaction,
  request: FastifyRequest,
  row: BudgetRow,
): Promise<void> {
  const lines = await tx
    .select({ plannedAmount: budgetLines.plannedAmount })
    .from(budgetLines)
    .where(eq(budgetLines.budgetId, row.id));
  const [project] = await tx
    .select({ approvedAmount: projects.approvedAmount, plannedBudget: projects.plannedBudget })
    .from(projects)
    .where(eq(projects.id, row.projectId));
  assertWithinCeiling(request, sumMoney(lines.map((line) => line.plannedAmount)), projectAmountOf(project!));
}

export const budgetWorkflow: RecordWorkflow<BudgetRow, BudgetAction, BudgetDetail> = {
  entity: 'budget',
  machine: budgetMachine,
  needsReason: [],
  lock: (tx, request, id) => lockBudget(tx, request, id),
  save: async (tx, id, columns) => {
    const [after] = await tx.update(budgets).set(columns).where(eq(budgets.id, id)).returning();
    return after!;
  },
  detail: budgetDetail,
};

export const budgetEffect =
  (request: FastifyRequest, action: BudgetAction) => (tx: Transaction, before: BudgetRow, comment: string) =>
    action === 'approve' ? approve(tx, request, before, comment) : Promise.resolve({});

/** The approval engine's last approval takes the approve step inside its transaction. */
export function stepBudget(
  tx: Transaction,
  request: FastifyRequest,
  id: number,
  action: BudgetAction,
  comment = '',
): Promise<BudgetRow> {
  return takeStepIn(tx, request, budgetWorkflow, id, action, { comment }, budgetEffect(request, action));
}
