import type { ChartColors, EChartProps } from '@pm/web/charts';

/** What each chart was asked to draw, latest last. */
export const drawn: EChartProps[] = [];

/**
 * Stands in for `@pm/web/charts` in page tests (`jest.mock('@pm/web/charts', () =>
 * jest.requireActual('…/chart-stub'))`): ECharts draws on a canvas jsdom lacks, so the test reads the option.
 */
export function EChart(props: EChartProps) {
  drawn.push(props);
  return <div role="img" aria-label={props.ariaLabel} />;
}

export const useChartColors = (): Pick<ChartColors, 'palette' | 'danger'> => ({
  palette: ['blue', 'green'],
  danger: 'red',
});
