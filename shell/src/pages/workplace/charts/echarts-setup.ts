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

// Only what the dashboard draws is registered, so the bundle carries only these parts of ECharts.
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
