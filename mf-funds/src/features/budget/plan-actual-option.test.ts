import type { ChartColors } from '@pm/web/charts';
import { budgetFixture } from './testing/fixtures';
import {
  lineRows,
  periodRows,
  planActualHeight,
  planActualOption,
  type PlanActualTexts,
} from './plan-actual-option';

const colors: ChartColors = {
  palette: ['rgb(1,1,1)', 'rgb(2,2,2)'],
  text: '#111',
  secondaryText: '#333',
  axisLine: '#444',
  splitLine: '#555',
  background: '#fff',
  cardBackground: '#eee',
  emptyArea: '#ddd',
  primaryLight: '#ccc',
  danger: 'rgb(245,63,63)',
};

const texts: PlanActualTexts = { planned: '预算', actual: '实际', rate: '执行率', overrun: '超支' };

interface BarSeries {
  name: string;
  type: string;
  itemStyle: { color: string };
  data: (number | { value: number; itemStyle?: { color: string } })[];
}

const budget = budgetFixture();

describe('planActualOption', () => {
  it('draws planned and actual bars per line, the overrun line in the danger colour', () => {
    const option = planActualOption(lineRows(budget.lines), 'lines', colors, texts);
    const [planned, actual] = option.series as BarSeries[];
    expect(planned).toMatchObject({ name: '预算', type: 'bar', itemStyle: { color: 'rgb(1,1,1)' } });
    expect(planned!.data).toEqual([150000, 20000, 130000]);
    expect(actual).toMatchObject({ name: '实际', type: 'bar', itemStyle: { color: 'rgb(2,2,2)' } });
    expect(actual!.data).toEqual([
      { value: 100000 },
      { value: 26000, itemStyle: { color: 'rgb(245,63,63)' } },
      { value: 0 },
    ]);
    // Lines are the vertical category axis, top to bottom in the table's order.
    expect(option.yAxis).toMatchObject({
      type: 'category',
      data: ['图书采购', '教师培训', '回访差旅'],
      inverse: true,
    });
    expect(option.xAxis).toMatchObject({ type: 'value' });
  });

  it('draws the periods as columns in their order', () => {
    const reversed = [...budget.periods].reverse();
    const option = planActualOption(periodRows(reversed), 'periods', colors, texts);
    expect(option.xAxis).toMatchObject({ type: 'category', data: ['2026 上半年', '2026 下半年'] });
    const [planned, actual] = option.series as BarSeries[];
    expect(planned!.data).toEqual([200000, 100000]);
    expect(actual!.data).toEqual([{ value: 126000 }, { value: 0 }]);
  });

  it('shows the exact amounts, the rate and the overrun in the tooltip, escaping the names', () => {
    const rows = lineRows([{ ...budget.lines[1]!, name: '<b>培训</b>' }]);
    const option = planActualOption(rows, 'lines', colors, texts);
    const tooltip = option.tooltip as { formatter: (params: unknown) => string };
    const html = tooltip.formatter([{ dataIndex: 0 }]);
    expect(html).toContain('&#60;b&#62;培训&#60;/b&#62;');
    expect(html).toContain('超支');
    expect(html).toContain('预算: 20,000.00');
    expect(html).toContain('实际: 26,000.00');
    expect(html).toContain('执行率: 130.00%');
  });

  it('gives each line room and shortens the amount axis', () => {
    expect(planActualHeight(lineRows(budget.lines), 'lines')).toBe(240);
    expect(planActualHeight(lineRows(Array(10).fill(budget.lines[0]!)), 'lines')).toBe(512);
    const option = planActualOption(lineRows(budget.lines), 'lines', colors, texts);
    const axis = option.xAxis as { axisLabel: { formatter: (value: number) => string } };
    expect(axis.axisLabel.formatter(150000)).toBe('15万');
    expect(axis.axisLabel.formatter(125000)).toBe('12.5万');
    expect(axis.axisLabel.formatter(5000)).toBe('5000');
  });
});
