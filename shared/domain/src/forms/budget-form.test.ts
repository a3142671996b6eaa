import { budgetForm, expenseForm, type BudgetFormValues, type ExpenseFormValues } from './budget-form';
import { formErrorMessages, validateForm } from './form-schema';

const budget: BudgetFormValues = {
  periods: [
    { name: '2026 上半年', startDate: '2026-01-01', endDate: '2026-06-30' },
    { name: '2026 下半年', startDate: '2026-07-01', endDate: '2026-12-31' },
  ],
  lines: [
    { periodSeq: 1, category: 'training', name: '教师培训', plannedAmount: '0.10', fundSource: 'own' },
    {
      periodSeq: 2,
      category: 'materials',
      name: '图书采购',
      plannedAmount: '0.20',
      fundSource: 'restricted',
    },
  ],
  remark: '',
};

const budgetMessages = (errors: ReturnType<typeof validateForm>) =>
  formErrorMessages(budgetForm, errors, 'zh-CN').map((error) => `${error.field}: ${error.message}`);

describe('budgetForm', () => {
  it('accepts lines that plan exactly the project amount (0.1 + 0.2 = 0.3, no float error)', () => {
    expect(validateForm(budgetForm, budget, { projectAmount: '0.30' })).toEqual([]);
  });

  it('refuses a plan above the project amount', () => {
    const errors = validateForm(budgetForm, budget, { projectAmount: '0.29' });
    expect(budgetMessages(errors)).toEqual(['lines: 预算科目不能超过项目批准金额 0.29']);
  });

  it('refuses a period that ends before it starts, and a line in no period', () => {
    const periods = [{ ...budget.periods[0]!, endDate: '2025-12-31' }];
    const lines = [budget.lines[0]!, { ...budget.lines[1]!, periodSeq: 2 }];
    const errors = validateForm(budgetForm, { ...budget, periods, lines }, { projectAmount: null });
    expect(budgetMessages(errors)).toEqual([
      'periods[0].endDate: 第 1 行结束日期不能早于第 1 行开始日期',
      'lines[1].periodSeq: 第 2 行所属期间的取值无效',
    ]);
  });
});

const expense: ExpenseFormValues = {
  lineId: 7,
  amount: '500.00',
  date: '2026-03-15',
  payee: '某某书店',
  voucherNo: '记-2026-03-015',
  fileId: null,
  appropriationId: 9,
  remark: '',
};

describe('expenseForm', () => {
  const context = {
    periodStart: '2026-01-01',
    periodEnd: '2026-06-30',
    appropriationAvailable: '500.00',
    today: '2026-11-21',
  };
  const messages = (values: ExpenseFormValues, ctx = context) =>
    formErrorMessages(expenseForm, validateForm(expenseForm, values, ctx), 'zh-CN').map(
      (error) => error.message,
    );

  it("accepts an expense within its line's period and the appropriation's remainder", () => {
    expect(messages(expense)).toEqual([]);
  });

  it('refuses an expense dated after today, even within its period', () => {
    const later = { ...context, periodEnd: '2026-12-31' };
    expect(messages({ ...expense, date: '2026-12-05' }, later)).toEqual([
      '支出日期不能晚于今天（2026-11-21）',
    ]);
    expect(messages({ ...expense, date: '2026-11-21' }, later)).toEqual([]);
  });

  it('refuses a date outside the period', () => {
    expect(messages({ ...expense, date: '2026-07-01' })).toEqual([
      '支出日期须在 2026-01-01 至 2026-06-30 之间',
    ]);
  });

  it('refuses more than is left of the linked appropriation, but not without one', () => {
    expect(messages({ ...expense, amount: '500.01' })).toEqual(['支出金额不能超过该笔拨款未列支金额 500.00']);
    expect(messages({ ...expense, amount: '500.01', appropriationId: null })).toEqual([]);
  });
});
