import { lazy, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../locale';
import type { PlanActualChartProps } from './plan-actual-chart';

const importChart = () => import(/* webpackChunkName: "budget-chart" */ './plan-actual-chart');

function ChartUnavailable() {
  const { t } = useTranslation(NS);
  return (
    <div role="alert" style={{ padding: '24px 0', textAlign: 'center', color: 'var(--color-text-3)' }}>
      {t('budget.chart.unavailable')}
    </div>
  );
}

/**
 * The chart and ECharts are a chunk of their own, fetched when the chart is first drawn: the budget's figures and
 * tables show before it arrives. A failed fetch is tried once more; then the card says the chart is unavailable
 * and the page stays usable (the table beside it has the same numbers).
 */
export const LazyPlanActualChart = lazy(
  async (): Promise<{ default: ComponentType<PlanActualChartProps> }> => {
    try {
      const module = await importChart().catch(importChart);
      return { default: module.PlanActualChart };
    } catch {
      return { default: ChartUnavailable };
    }
  },
);
