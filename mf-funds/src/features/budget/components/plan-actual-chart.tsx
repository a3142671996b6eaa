import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart, useChartColors } from '@pm/web/charts';
import { NS } from '../../../locale';
import {
  planActualHeight,
  planActualOption,
  type PlanActualLayout,
  type PlanActualRow,
} from '../plan-actual-option';

export interface PlanActualChartProps {
  rows: readonly PlanActualRow[];
  layout: PlanActualLayout;
}

/** Planned against actual per line or period. This module is its own chunk, with ECharts (lazy-plan-actual-chart). */
export function PlanActualChart({ rows, layout }: PlanActualChartProps) {
  const { t } = useTranslation(NS);
  const colors = useChartColors();
  const option = useMemo(
    () =>
      planActualOption(rows, layout, colors, {
        planned: t('budget.chart.planned'),
        actual: t('budget.chart.actual'),
        rate: t('budget.rate'),
        overrun: t('budget.lines.overrun'),
      }),
    [rows, layout, colors, t],
  );
  const of = t(layout === 'lines' ? 'budget.chart.line' : 'budget.chart.period');
  return (
    <EChart
      option={option}
      height={planActualHeight(rows, layout)}
      ariaLabel={t('budget.chart.ariaLabel', { of })}
    />
  );
}
