// Types only from the chart entry: this builder is a pure function, tested without ECharts.
import type { ChartColors, ChartOption } from '@pm/web/charts';
import type { BudgetLineExecution, BudgetPeriodExecution } from '@pm/domain/shapes';
import { formatMoney } from '@pm/domain/money';
import { axisNumber } from '@pm/domain/utils';
import { pageLocale } from '@pm/web/i18n';

/** One bar group: a line or a period, planned against actual. */
export interface PlanActualRow {
  name: string;
  planned: string;
  actual: string;
  rate: string;
  overrun: boolean;
}

export interface PlanActualTexts {
  planned: string;
  actual: string;
  rate: string;
  overrun: string;
}

/** Lines are many with long names: they read best as horizontal bars. Periods are few: columns. */
export type PlanActualLayout = 'lines' | 'periods';

export function lineRows(lines: readonly BudgetLineExecution[]): PlanActualRow[] {
  return lines.map((line) => ({
    name: line.name,
    planned: line.plannedAmount,
    actual: line.actualAmount,
    rate: line.executionRate,
    overrun: line.overrun,
  }));
}

export function periodRows(periods: readonly BudgetPeriodExecution[]): PlanActualRow[] {
  return [...periods]
    .sort((a, b) => a.seq - b.seq)
    .map((period) => ({
      name: period.name,
      planned: period.plannedAmount,
      actual: period.actualAmount,
      rate: period.executionRate,
      overrun: period.overrun,
    }));
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The tooltip of one group: exact amounts from the strings the server sent (the bars only draw them). */
function tooltipHtml(row: PlanActualRow, texts: PlanActualTexts, colors: ChartColors): string {
  const overrun = row.overrun ? ` <b style="color:${colors.danger}">${escapeHtml(texts.overrun)}</b>` : '';
  return [
    `${escapeHtml(row.name)}${overrun}`,
    `${escapeHtml(texts.planned)}: ${formatMoney(row.planned)}`,
    `${escapeHtml(texts.actual)}: ${formatMoney(row.actual)}`,
    `${escapeHtml(texts.rate)}: ${row.rate}%`,
  ].join('<br/>');
}

/** Height that gives each line's pair of bars room (periods keep the default). */
export function planActualHeight(rows: readonly PlanActualRow[], layout: PlanActualLayout): number {
  return layout === 'lines' ? Math.max(240, rows.length * 44 + 72) : 300;
}

/**
 * Planned and actual side by side per line or period; an overrun group's actual bar is in the danger colour.
 * ECharts draws numbers, so the amounts become numbers here, for drawing only.
 */
export function planActualOption(
  rows: readonly PlanActualRow[],
  layout: PlanActualLayout,
  colors: ChartColors,
  texts: PlanActualTexts,
): ChartOption {
  const categoryAxis = {
    type: 'category' as const,
    data: rows.map((row) => row.name),
    // Lines top to bottom in the table's order.
    inverse: layout === 'lines',
    axisLine: { lineStyle: { color: colors.axisLine } },
    axisLabel: { color: colors.secondaryText, width: 120, overflow: 'truncate' as const },
  };
  const valueAxis = {
    type: 'value' as const,
    axisLabel: { color: colors.secondaryText, formatter: (value: number) => axisNumber(value, pageLocale()) },
    splitLine: { lineStyle: { color: colors.splitLine, type: 'dashed' as const } },
  };
  const [plannedColor, actualColor] = colors.palette;
  return {
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      backgroundColor: colors.background,
      borderColor: colors.splitLine,
      textStyle: { color: colors.text },
      formatter: (params) => {
        const first = (Array.isArray(params) ? params[0] : params) as { dataIndex?: number } | undefined;
        const row = rows[first?.dataIndex ?? -1];
        return row ? tooltipHtml(row, texts, colors) : '';
      },
    },
    legend: { top: 0, textStyle: { color: colors.secondaryText } },
    grid: { left: 8, right: 24, top: 36, bottom: 8, containLabel: true },
    xAxis: layout === 'lines' ? valueAxis : categoryAxis,
    yAxis: layout === 'lines' ? categoryAxis : valueAxis,
    series: [
      {
        name: texts.planned,
        type: 'bar',
        barMaxWidth: 16,
        itemStyle: { color: plannedColor },
        data: rows.map((row) => Number(row.planned)),
      },
      {
        name: texts.actual,
        type: 'bar',
        barMaxWidth: 16,
        itemStyle: { color: actualColor },
        data: rows.map((row) => ({
          value: Number(row.actual),
          ...(row.overrun ? { itemStyle: { color: colors.danger } } : {}),
        })),
      },
    ],
  };
}
