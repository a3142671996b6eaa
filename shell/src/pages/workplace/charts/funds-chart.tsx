import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart, useChartColors, type ChartColors, type ChartOption } from '@pm/web/charts';
import { formatMoney } from '@pm/domain/money';
import { axisNumber } from '@pm/domain/utils';
import { pageLocale } from '@pm/web/i18n';
import type { FundsSeries } from '../chart-data';

function fundsOption(series: FundsSeries, colors: ChartColors, names: [string, string]): ChartOption {
  return {
    color: colors.palette,
    tooltip: {
      trigger: 'axis',
      backgroundColor: colors.background,
      borderColor: colors.splitLine,
      textStyle: { color: colors.text },
      valueFormatter: (value) => formatMoney(Number(value), { shorten: true, locale: pageLocale() }),
    },
    legend: { top: 0, textStyle: { color: colors.secondaryText } },
    grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
    xAxis: {
      type: 'category',
      data: series.months,
      axisLine: { lineStyle: { color: colors.axisLine } },
      axisLabel: { color: colors.secondaryText },
    },
    yAxis: {
      type: 'value',
      axisLabel: {
        color: colors.secondaryText,
        formatter: (value: number) => axisNumber(value, pageLocale()),
      },
      splitLine: { lineStyle: { color: colors.splitLine, type: 'dashed' } },
    },
    series: [
      { name: names[0], type: 'bar', barMaxWidth: 20, data: series.appropriated.map(Number) },
      {
        name: names[1],
        type: 'line',
        smooth: true,
        symbolSize: 6,
        areaStyle: { opacity: 0.08 },
        data: series.paid.map(Number),
      },
    ],
  };
}

/** Funds appropriated (bars) and paid (line) per month. */
export function FundsChart({ series }: { series: FundsSeries }) {
  const { t } = useTranslation('shell');
  const colors = useChartColors();
  const option = useMemo(
    () => fundsOption(series, colors, [t('workplace.funds.appropriated'), t('workplace.funds.paid')]),
    [series, colors, t],
  );
  return <EChart option={option} ariaLabel={t('workplace.funds.ariaLabel')} />;
}
