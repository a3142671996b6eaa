import { compareMoney, percentOf, subMoney, sumMoney } from '@pm/domain/money/money';
import { asc, eq, isNull, sql, type AnyColumn } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { moneySum, moneyText } from '../../db/money-sql';
import { qualified } from '../../db/qualified';
import { budgetExpenses, budgetLines, budgetPeriods, budgets } from '../../db/schema';

/** How far a plan is spent: what every line, period and budget shows beside its planned amount. */
export interface Execution {
  actualAmount: string;
  /** planned − actual: negative when overrun. */
  variance: string;
  /** actual ÷ planned × 100, 2 decimals rounded half up; '0.00' when nothing is planned or spent. */
  executionRate: string;
  overrun: boolean;
}

/** Decimal arithmetic on the amounts as the database summed them: never a float in between. */
export function execution(planned: string, actual: string): Execution {
  return {
    actualAmount: sumMoney([actual]),
    variance: subMoney(planned, actual),
    executionRate: percentOf(actual, planned) ?? '0.00',
    overrun: compareMoney(actual, planned) > 0,
  };
}

/** Expenses that count: a reversed expense stays listed, but no figure includes it. */
export const notReversed = isNull(budgetExpenses.reversedAt);

const anyOf = (column: AnyColumn, ids: number[]) => sql`${column} = any(${sql.param(ids)}::int[])`;

/** Expenses summed per line of the given budgets, reversed ones left out of the sum. */
function spentPerLine(db: Executor, budgetIds: number[]) {
  return db
    .select({
      lineId: budgetExpenses.lineId,
      actual: sql<string>`sum(${budgetExpenses.amount}) filter (where ${notReversed})`.as('actual'),
      // Every expense recorded on the line, reversed ones too: they keep the line from being removed.
      count: sql<number>`count(*)`.as('expense_count'),
    })
    .from(budgetExpenses)
    .where(anyOf(budgetExpenses.budgetId, budgetIds))
    .groupBy(budgetExpenses.lineId)
    .as('spent');
}

export interface BudgetFigures {
  plannedAmount: string;
  actualAmount: string;
  executionRate: string;
  overrunCount: number;
}

/**
 * Planned and spent totals and overrun lines of a handful of budgets (one page), in one query aggregated for
 * these ids only, so the cost follows the page size, not the table size.
 */
export async function budgetFigures(db: Executor, ids: number[]): Promise<Map<number, BudgetFigures>> {
  if (ids.length === 0) return new Map();
  const spent = spentPerLine(db, ids);
  const rows = await db
    .select({
      budgetId: budgetLines.budgetId,
      planned: moneySum(budgetLines.plannedAmount),
      actual: moneySum(spent.actual),
      overrunCount: sql<number>`(count(*) filter (where ${spent.actual} > ${budgetLines.plannedAmount}))::int`,
    })
    .from(budgetLines)
    .leftJoin(spent, eq(spent.lineId, budgetLines.id))
    .where(anyOf(budgetLines.budgetId, ids))
    .groupBy(budgetLines.budgetId);
  return new Map(
    rows.map((row) => [
      row.budgetId,
      {
        plannedAmount: row.planned,
        actualAmount: row.actual,
        executionRate: execution(row.planned, row.actual).executionRate,
        overrunCount: row.overrunCount,
      },
    ]),
  );
}

/** Budgets with at least one line spent beyond its plan (the list's `overrun` filter, over every row). */
export const hasOverrun = sql<boolean>`exists (
  select 1 from ${budgetLines} as line
  where line.budget_id = ${qualified(budgets.id)}
    and line.planned_amount < (
      select sum(spent.amount) from ${budgetExpenses} as spent
      where spent.line_id = line.id and spent.reversed_at is null
    )
)`;

/** One budget's periods and lines, each with its execution; the periods aggregate their lines. */
export async function budgetExecution(db: Executor, budgetId: number) {
  const spent = spentPerLine(db, [budgetId]);
  const [periodRows, lineRows] = await Promise.all([
    db
      .select()
      .from(budgetPeriods)
      .where(eq(budgetPeriods.budgetId, budgetId))
      .orderBy(asc(budgetPeriods.seq)),
    db
      .select({
        id: budgetLines.id,
        periodId: budgetLines.periodId,
        periodName: budgetPeriods.name,
        category: budgetLines.category,
        name: budgetLines.name,
        plannedAmount: budgetLines.plannedAmount,
        fundSource: budgetLines.fundSource,
        actual: moneyText(spent.actual),
        expenseCount: sql<number>`coalesce(${spent.count}, 0)::int`,
      })
      .from(budgetLines)
      .innerJoin(budgetPeriods, eq(budgetPeriods.id, budgetLines.periodId))
      .leftJoin(spent, eq(spent.lineId, budgetLines.id))
      .where(eq(budgetLines.budgetId, budgetId))
      .orderBy(asc(budgetPeriods.seq), asc(budgetLines.sort), asc(budgetLines.id)),
  ]);
  const lines = lineRows.map(({ actual, ...line }) => ({
    ...line,
    ...execution(line.plannedAmount, actual),
  }));
  const periods = periodRows.map(({ budgetId: _budget, ...period }) => {
    const own = lines.filter((line) => line.periodId === period.id);
    const planned = sumMoney(own.map((line) => line.plannedAmount));
    const actual = sumMoney(own.map((line) => line.actualAmount));
    return { ...period, plannedAmount: planned, ...execution(planned, actual) };
  });
  const planned = sumMoney(lines.map((line) => line.plannedAmount));
  const total = execution(planned, sumMoney(lines.map((line) => line.actualAmount)));
  return {
    periods,
    lines,
    plannedAmount: planned,
    total,
    overrunCount: lines.filter((line) => line.overrun).length,
  };
}
