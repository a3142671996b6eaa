import { use as registerChartParts, type ComposeOption } from 'echarts/core';
import {
  BarChart,
  LineChart,
  MapChart,
  PieChart,
  type BarSeriesOption,
  type LineSeriesOption,
  type MapSeriesOption,
  type PieSeriesOption,
} from 'echarts/charts';
import {
  GridComponent,
  LegendPlainComponent,
  TooltipComponent,
  VisualMapContinuousComponent,
  type GridComponentOption,
  type LegendComponentOption,
  type TooltipComponentOption,
  type VisualMapComponentOption,
} from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

/*
 * Every part any app draws is registered here, once, and nowhere else. `@pm/web/charts` is a Module Federation
 * singleton: whichever app loads it first (the shell's dashboard or a remote's page) serves every app after it,
 * with the copy of ECharts bundled inside it. A part registered by a caller would go into the caller's own copy of
 * ECharts, which need not be the one drawing. Only these parts are bundled (tree-shaken `echarts/core`), and only
 * in the lazily loaded chunks that import this entry.
 */
registerChartParts([
  BarChart,
  LineChart,
  MapChart,
  PieChart,
  GridComponent,
  LegendPlainComponent,
  TooltipComponent,
  VisualMapContinuousComponent,
  CanvasRenderer,
]);

/** The option of a chart drawn with the registered parts (a part not listed above fails to type-check). */
export type ChartOption = ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | MapSeriesOption
  | PieSeriesOption
  | GridComponentOption
  | LegendComponentOption
  | TooltipComponentOption
  | VisualMapComponentOption
>;
