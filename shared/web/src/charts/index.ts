// Import this entry only from a lazily loaded chunk: it carries ECharts (see echarts-setup.ts).
import { format } from 'echarts/core';

export { EChart } from './echart';
export type { EChartProps } from './echart';
export type { ChartOption } from './echarts-setup';
export { readChartColors, useChartColors } from './chart-colors';
export type { ChartColors } from './chart-colors';
// From the same copy of ECharts as EChart's: a map registered with another copy is not found when it draws.
export { registerMap } from 'echarts/core';

/** Escapes text put into a tooltip's HTML. */
export const encodeHTML = format.encodeHTML;
