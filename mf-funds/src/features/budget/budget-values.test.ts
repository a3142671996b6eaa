import { budgetForm, validateForm } from '@pm/domain/forms';
import {
  afterPeriodRemoved,
  budgetValuesOf,
  emptyLine,
  plannedTotal,
  rowsWithExpenses,
  toBudgetBody,
} from './budget-values';
import { budgetFixture } from './testing/fixtures';

describe('budget form values', () => {
  it('edits a budget with its ids kept and each line naming its period by position', () => {
    const values = budgetValuesOf(budgetFixture({ periods: [...budgetFixture().periods].reverse() }));
    expect(values.periods.map((period) => [period.id, period.name])).toEqual([
      [11, '2026 上半年'],
      [12, '2026 下半年'],
    ]);
    expect(values.lines.map((line) => [line.id, line.periodSeq])).toEqual([
      [21, 1],
      [22, 1],
      [23, 2],
    ]);
    expect(validateForm(budgetForm, values, { projectAmount: '450000.00' })).toEqual([]);
  });

  it('sends new rows without an id and trims the text', () => {
    const body = toBudgetBody({
      periods: [{ name: ' 上半年 ', startDate: '2026-01-01', endDate: '2026-06-30' }],
      lines: [{ ...emptyLine(1), id: 21, name: ' 图书 ', plannedAmount: '10' }],
      remark: ' ',
    });
    expect(body).toEqual({
      periods: [{ name: '上半年', startDate: '2026-01-01', endDate: '2026-06-30' }],
      lines: [{ id: 21, periodSeq: 1, category: '', name: '图书', plannedAmount: '10', fundSource: '' }],
      remark: '',
    });
  });

  it('moves lines up with their period when an earlier one is removed, and unsets those of the removed one', () => {
    const lines = [emptyLine(1), emptyLine(2), emptyLine(3), emptyLine(null)];
    expect(afterPeriodRemoved(lines, 2).map((line) => line.periodSeq)).toEqual([1, null, 2, null]);
  });

  it('totals the plan exactly against the project amount as it is typed', () => {
    const lines = [{ plannedAmount: '0.1' }, { plannedAmount: '0.2' }, { plannedAmount: '12.' }, undefined];
    expect(plannedTotal(lines, '12.30')).toEqual({
      sum: '12.30',
      ceiling: '12.30',
      left: '0.00',
      over: false,
    });
    expect(plannedTotal(lines, '12.29')).toMatchObject({ left: '-0.01', over: true });
    expect(plannedTotal([{ plannedAmount: 'abc' }], null)).toEqual({
      sum: '0.00',
      ceiling: null,
      left: null,
      over: false,
    });
  });

  it('knows which periods and lines have expenses', () => {
    const { periods, lines } = rowsWithExpenses(budgetFixture());
    expect([...periods]).toEqual([11]);
    expect([...lines]).toEqual([21, 22]);
  });
});
