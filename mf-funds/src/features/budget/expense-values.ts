import type { BudgetDetail, SpendableAppropriation } from '@pm/domain/shapes';
import type { ExpenseContext, ExpenseFormValues } from '@pm/domain/forms';

export function newExpenseValues(): ExpenseFormValues {
  return {
    lineId: null,
    amount: '',
    date: '',
    payee: '',
    voucherNo: '',
    fileId: null,
    appropriationId: null,
    remark: '',
  };
}

/**
 * What the shared expense checks need: the chosen line's period (the date must fall within it) and what is left
 * of the chosen appropriation. Unknown (nothing chosen yet, still loading) is null, which the checks skip; the
 * server applies them again with the figures it reads under lock.
 */
export function expenseContext(
  budget: BudgetDetail,
  spendable: readonly SpendableAppropriation[] | undefined,
  lineId: number | null | undefined,
  appropriationId: number | null | undefined,
  today: string,
): ExpenseContext {
  const line = budget.lines.find((row) => row.id === lineId);
  const period = line && budget.periods.find((row) => row.id === line.periodId);
  const appropriation = spendable?.find((row) => row.id === appropriationId);
  return {
    periodStart: period?.startDate ?? null,
    periodEnd: period?.endDate ?? null,
    appropriationAvailable: appropriation?.availableAmount ?? null,
    today,
  };
}

/** The form's values as the server takes them (untouched fields arrive undefined, text is trimmed). */
export function toExpenseBody(values: Partial<ExpenseFormValues>): ExpenseFormValues {
  const text = (value: string | undefined) => value?.trim() ?? '';
  return {
    lineId: values.lineId ?? null,
    amount: values.amount ?? '',
    date: values.date ?? '',
    payee: text(values.payee),
    voucherNo: text(values.voucherNo),
    fileId: values.fileId ?? null,
    appropriationId: values.appropriationId ?? null,
    remark: text(values.remark),
  };
}
