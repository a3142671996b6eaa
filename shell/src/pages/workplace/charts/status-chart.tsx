import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart, useChartColors, type ChartColors, type ChartOption } from '@pm/web/charts';
import type { StatusSlice } from '../chart-data';

function statusOption(slices: { name: string; value: number }[], colors: ChartColors): ChartOption {
  return {
    color: colors.palette,
    tooltip: {
      trigger: 'item',
      backgroundColor: colors.background,
      borderColor: colors.splitLine,
      textStyle: { color: colors.text },
      formatter: '{b}: {c} ({d}%)',
    },
    // Under the ring, not beside it: beside it, a narrow card (1024 px, or English names) put it over the ring.
    legend: {
      orient: 'horizontal',
      left: 'center',
      bottom: 0,
      textStyle: { color: colors.secondaryText },
    },
    series: [
      {
        type: 'pie',
        radius: ['34%', '56%'],
        center: ['50%', '38%'],
        avoidLabelOverlap: true,
        label: { show: false },
        itemStyle: { borderColor: colors.cardBackground, borderWidth: 2 },
        data: slices,
      },
    ],
  };
}

/** Projects by status, as a ring. */
export function StatusChart({ slices }: { slices: StatusSlice[] }) {
  const { t } = useTranslation(['shell', 'common']);
  const colors = useChartColors();
  const option = useMemo(
    () =>
      statusOption(
        slices.map(({ status, count }) => ({
          name: t(`common:status.${status}`, { defaultValue: status }),
          value: count,
        })),
        colors,
      ),
    [slices, colors, t],
  );
  return <EChart option={option} ariaLabel={t('workplace.status.ariaLabel')} />;
}
