import type { BudgetDetail } from '@pm/domain/shapes';
import type { BudgetFormValues, BudgetLineValues, BudgetPeriodValues } from '@pm/domain/forms';
import { amountSoFar, compareMoney, subMoney, sumMoney } from '@pm/domain/money';

export const emptyPeriod = (): BudgetPeriodValues => ({ name: '', startDate: '', endDate: '' });

export const emptyLine = (periodSeq: number | null = null): BudgetLineValues => ({
  periodSeq,
  category: '',
  name: '',
  plannedAmount: '',
  fundSource: '',
});

/** A new plan starts with one period and one line in it. */
export function newBudgetValues(): BudgetFormValues {
  return { periods: [emptyPeriod()], lines: [emptyLine(1)], remark: '' };
}

/** A budget's plan as the form edits it: rows keep their ids (the server keeps them), lines name their period by position. */
export function budgetValuesOf(detail: BudgetDetail): BudgetFormValues {
  const periods = [...detail.periods].sort((a, b) => a.seq - b.seq);
  const position = new Map(periods.map((period, index) => [period.id, index + 1]));
  return {
    periods: periods.map(({ id, name, startDate, endDate }) => ({ id, name, startDate, endDate })),
    lines: detail.lines.map(({ id, periodId, category, name, plannedAmount, fundSource }) => ({
      id,
      periodSeq: position.get(periodId) ?? null,
      category,
      name,
      plannedAmount,
      fundSource,
    })),
    remark: detail.remark,
  };
}

/**
 * The lines once the period at `seq` (1-based) is removed: lines of later periods follow theirs up one place,
 * lines of the removed one are left without a period (the form then asks for one).
 */
export function afterPeriodRemoved(lines: readonly BudgetLineValues[], seq: number): BudgetLineValues[] {
  return lines.map((line) => {
    if (line.periodSeq === null || line.periodSeq < seq) return line;
    return { ...line, periodSeq: line.periodSeq === seq ? null : line.periodSeq - 1 };
  });
}

const withId = <T extends { id?: number }>(row: Partial<T>) => (row.id ? { id: row.id } : {});
const text = (value: string | undefined) => value?.trim() ?? '';

/** The form's values as the server takes them (untouched fields arrive undefined, text is trimmed). */
export function toBudgetBody(values: Partial<BudgetFormValues>): BudgetFormValues {
  return {
    periods: (values.periods ?? []).map((row) => ({
      ...withId(row ?? {}),
      name: text(row?.name),
      startDate: row?.startDate ?? '',
      endDate: row?.endDate ?? '',
    })),
    lines: (values.lines ?? []).map((row) => ({
      ...withId(row ?? {}),
      periodSeq: row?.periodSeq ?? null,
      category: row?.category ?? '',
      name: text(row?.name),
      plannedAmount: row?.plannedAmount ?? '',
      fundSource: row?.fundSource ?? '',
    })),
    remark: text(values.remark),
  };
}

export interface PlannedTotal {
  sum: string;
  /** The project's amount, the plan's ceiling; null when the project has none yet. */
  ceiling: string | null;
  /** What the ceiling leaves (negative when the plan is above it); null without a ceiling. */
  left: string | null;
  over: boolean;
}

/** The lines' planned total against the project's amount, as the user types (decimal arithmetic). */
export function plannedTotal(
  lines: readonly (Partial<BudgetLineValues> | undefined)[],
  ceiling: string | null,
): PlannedTotal {
  const sum = sumMoney(lines.map((line) => amountSoFar(line?.plannedAmount)));
  if (ceiling === null) return { sum, ceiling, left: null, over: false };
  return { sum, ceiling, left: subMoney(ceiling, sum), over: compareMoney(sum, ceiling) > 0 };
}

/** The ids of the periods and lines that have expenses: the server refuses to remove them. */
export function rowsWithExpenses(detail: BudgetDetail | undefined): {
  periods: Set<number>;
  lines: Set<number>;
} {
  const lines = (detail?.lines ?? []).filter((line) => line.expenseCount > 0);
  return {
    periods: new Set(lines.map((line) => line.periodId)),
    lines: new Set(lines.map((line) => line.id)),
  };
}
