import { dateOrder, notAbove, notInFuture, type TodayContext } from './checks';
import { defineForm } from './form-schema';
import { CHOSEN, type FieldError, type Labels } from './rules';
import { sumMoney } from '../money/money';

export interface BudgetPeriodValues {
  /** Kept when a period is edited, absent for a new one. */
  id?: number;
  name: string;
  startDate: string;
  endDate: string;
}

export interface BudgetLineValues {
  id?: number;
  /** 1-based position of the line's period in `periods`. */
  periodSeq: number | null;
  /** `budget_category` dictionary value. */
  category: string;
  name: string;
  plannedAmount: string;
  /** `fund_source` dictionary value. */
  fundSource: string;
}

/** A project's budget plan (`/project/budget`): its periods and the lines planned in each. */
export interface BudgetFormValues {
  periods: BudgetPeriodValues[];
  lines: BudgetLineValues[];
  remark: string;
}

/** The budget's lines may not plan more than the project was approved (or, before approval, planned). */
export interface BudgetContext {
  projectAmount: string | null;
}

export const budgetLabels: Labels = {
  periods: ['预算期间', 'Periods'],
  'periods.name': ['期间名称', 'Period name'],
  'periods.startDate': ['开始日期', 'Start date'],
  'periods.endDate': ['结束日期', 'End date'],
  lines: ['预算科目', 'Budget lines'],
  'lines.periodSeq': ['所属期间', 'Period'],
  'lines.category': ['预算类别', 'Category'],
  'lines.name': ['科目名称', 'Line name'],
  'lines.plannedAmount': ['预算金额', 'Planned amount'],
  'lines.fundSource': ['资金来源', 'Fund source'],
  plannedTotal: ['预算合计', 'Planned total'],
  projectAmount: ['项目批准金额', "project's approved amount"],
  remark: ['说明', 'Remarks'],
  comment: ['说明', 'Comment'],
};

function periodsInOrder(values: BudgetFormValues): FieldError[] {
  return values.periods.flatMap((period, index) =>
    dateOrder(
      { [`periods[${index}].startDate`]: period.startDate, [`periods[${index}].endDate`]: period.endDate },
      `periods[${index}].startDate`,
      `periods[${index}].endDate`,
    ),
  );
}

function linesInPeriods(values: BudgetFormValues): FieldError[] {
  return values.lines.flatMap((line, index) =>
    line.periodSeq !== null &&
    !(Number.isInteger(line.periodSeq) && line.periodSeq >= 1 && line.periodSeq <= values.periods.length)
      ? [{ field: `lines[${index}].periodSeq`, message: 'oneOf' as const }]
      : [],
  );
}

export const budgetForm = defineForm<BudgetFormValues, BudgetContext>({
  name: 'budget',
  labels: budgetLabels,
  fields: {
    periods: [{ kind: 'minItems', min: 1 }],
    lines: [{ kind: 'minItems', min: 1 }],
    remark: [{ kind: 'maxLength', max: 500 }],
  },
  lists: {
    periods: {
      name: [{ kind: 'required' }, { kind: 'maxLength', max: 50 }],
      startDate: [CHOSEN, { kind: 'date' }],
      endDate: [CHOSEN, { kind: 'date' }],
    },
    lines: {
      periodSeq: [CHOSEN],
      category: [CHOSEN, { kind: 'maxLength', max: 50 }],
      name: [{ kind: 'required' }, { kind: 'maxLength', max: 100 }],
      plannedAmount: [{ kind: 'required' }, { kind: 'amount' }],
      fundSource: [CHOSEN, { kind: 'maxLength', max: 50 }],
    },
  },
  checks: [
    { uses: ['periods'], run: periodsInOrder },
    { uses: ['periods', 'lines'], run: linesInPeriods },
    {
      uses: ['lines'],
      run: (values, context) =>
        notAbove(
          'lines',
          sumMoney(values.lines.map((line) => line.plannedAmount)),
          'projectAmount',
          context.projectAmount,
        ),
    },
  ],
});

/** An expense recorded against a budget line. */
export interface ExpenseFormValues {
  lineId: number | null;
  amount: string;
  date: string;
  payee: string;
  voucherNo: string;
  /** The invoice or receipt, uploaded first. */
  fileId: number | null;
  /** The paid appropriation that funded it, if any. */
  appropriationId: number | null;
  remark: string;
}

/**
 * The chosen line's period (the date must fall in it), what is left of the linked appropriation, and today (money
 * is not spent in the future).
 */
export interface ExpenseContext extends TodayContext {
  periodStart: string | null;
  periodEnd: string | null;
  appropriationAvailable: string | null;
}

export const expenseLabels: Labels = {
  lineId: ['预算科目', 'Budget line'],
  amount: ['支出金额', 'Amount'],
  date: ['支出日期', 'Date'],
  payee: ['收款方', 'Payee'],
  voucherNo: ['凭证号', 'Voucher number'],
  fileId: ['票据附件', 'Receipt'],
  appropriationId: ['关联拨款', 'Funding appropriation'],
  remark: ['备注', 'Remarks'],
  appropriationAvailable: ['该笔拨款未列支金额', "appropriation's amount not yet spent"],
};

function dateInPeriod(values: ExpenseFormValues, context: ExpenseContext): FieldError[] {
  const { periodStart: from, periodEnd: to } = context;
  if (!from || !to || (values.date >= from && values.date <= to)) return [];
  return [{ field: 'date', message: 'dateWithin', params: { from, to } }];
}

export const expenseForm = defineForm<ExpenseFormValues, ExpenseContext>({
  name: 'expense',
  labels: expenseLabels,
  fields: {
    lineId: [CHOSEN],
    amount: [{ kind: 'required' }, { kind: 'amount' }],
    date: [CHOSEN, { kind: 'date' }],
    payee: [{ kind: 'required' }, { kind: 'maxLength', max: 100 }],
    voucherNo: [{ kind: 'required' }, { kind: 'maxLength', max: 50 }],
    remark: [{ kind: 'maxLength', max: 500 }],
  },
  checks: [
    notInFuture('date'),
    { uses: ['lineId', 'date'], run: dateInPeriod },
    {
      uses: ['appropriationId', 'amount'],
      run: (values, context) =>
        values.appropriationId === null
          ? []
          : notAbove('amount', values.amount, 'appropriationAvailable', context.appropriationAvailable),
    },
  ],
});

/** Why a recorded expense is reversed: required, kept on the expense and in the operation log. */
export interface ExpenseReversalValues {
  reason: string;
}

export const expenseReversalForm = defineForm<ExpenseReversalValues>({
  name: 'expenseReversal',
  labels: { reason: ['冲销原因', 'Reason for the reversal'] },
  fields: { reason: [{ kind: 'required' }, { kind: 'maxLength', max: 500 }] },
});
