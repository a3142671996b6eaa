import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart, encodeHTML, useChartColors, type ChartColors, type ChartOption } from '@pm/web/charts';
import type { ProjectsByProvince } from '@pm/domain/shapes';
import { formatMoney } from '@pm/domain/money';
import { pageLocale } from '@pm/web/i18n';
import { AsyncContent } from '../async-content';
import { maxValue, provinceMapData, type ProvinceDatum } from '../chart-data';
import { CHINA_MAP, useChinaMap } from './china-map';

interface MapTexts {
  projects: string;
  approved: string;
  high: string;
  low: string;
}

function mapOption(data: ProvinceDatum[], colors: ChartColors, texts: MapTexts): ChartOption {
  return {
    tooltip: {
      trigger: 'item',
      backgroundColor: colors.background,
      borderColor: colors.splitLine,
      textStyle: { color: colors.text },
      formatter: (params) => {
        const { name, data: datum } = params as unknown as { name: string; data?: ProvinceDatum };
        const approved = formatMoney(datum?.approvedTotal, { shorten: true, locale: pageLocale() });
        return `${encodeHTML(name)}<br/>${texts.projects}: ${datum?.value ?? 0}<br/>${texts.approved}: ${approved}`;
      },
    },
    visualMap: {
      min: 0,
      max: maxValue(data.map((d) => d.value)),
      left: 0,
      bottom: 0,
      text: [texts.high, texts.low],
      calculable: false,
      itemHeight: 80,
      inRange: { color: [colors.primaryLight, colors.palette[0] ?? colors.text] },
      textStyle: { color: colors.secondaryText },
    },
    series: [
      {
        type: 'map',
        map: CHINA_MAP,
        roam: false,
        selectedMode: false,
        layoutCenter: ['50%', '55%'],
        layoutSize: '110%',
        itemStyle: { areaColor: colors.emptyArea, borderColor: colors.cardBackground },
        emphasis: {
          label: { show: true, color: colors.text },
          itemStyle: { areaColor: colors.palette[2] },
        },
        data,
      },
    ],
  };
}

/** Projects per province on the map of China the server ships. */
export function ProvinceMap({ rows }: { rows: ProjectsByProvince[] }) {
  const { t } = useTranslation('shell');
  const colors = useChartColors();
  const { regions, error, retry } = useChinaMap();
  const option = useMemo(
    () =>
      mapOption(provinceMapData(rows, regions ?? []), colors, {
        projects: t('workplace.map.projects'),
        approved: t('workplace.map.approved'),
        high: t('workplace.map.high'),
        low: t('workplace.map.low'),
      }),
    [rows, regions, colors, t],
  );
  return (
    <AsyncContent loading={!regions && !error} error={error} onRetry={retry} rows={8}>
      <EChart option={option} ariaLabel={t('workplace.map.ariaLabel')} height={360} />
    </AsyncContent>
  );
}
