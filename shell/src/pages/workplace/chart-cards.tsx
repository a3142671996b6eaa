import { Suspense, useMemo } from 'react';
import Card from '@arco-design/web-react/es/Card';
import Skeleton from '@arco-design/web-react/es/Skeleton';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@pm/domain/money';
import { fundsByMonthSeries, statusSlices } from './chart-data';
import {
  FUNDS_MONTHS,
  useGetFundsByMonthQuery,
  useGetProjectsByProvinceQuery,
  useGetProjectsByStatusQuery,
} from './dashboard-api';
import { AsyncContent } from './async-content';
import { FundsChart, ProvinceMap, StatusChart } from './lazy-charts';
import { ScreenReaderTable } from './sr-table';

const chartFallback = <Skeleton animation text={{ rows: 6 }} />;

export function FundsCard() {
  const { t } = useTranslation('shell');
  const { data, isLoading, error, refetch } = useGetFundsByMonthQuery(FUNDS_MONTHS);
  const series = useMemo(() => fundsByMonthSeries(data ?? [], FUNDS_MONTHS), [data]);
  return (
    <Card title={t('workplace.funds.title')}>
      <AsyncContent loading={isLoading} error={error} onRetry={refetch} empty={data?.length === 0}>
        <Suspense fallback={chartFallback}>
          <FundsChart series={series} />
        </Suspense>
        <ScreenReaderTable
          caption={t('workplace.funds.title')}
          headers={[t('workplace.funds.month'), t('workplace.funds.appropriated'), t('workplace.funds.paid')]}
          rows={series.months.map((month, i) => [
            month,
            formatMoney(series.appropriated[i]),
            formatMoney(series.paid[i]),
          ])}
        />
      </AsyncContent>
    </Card>
  );
}

export function StatusCard() {
  const { t } = useTranslation(['shell', 'common']);
  const { data, isLoading, error, refetch } = useGetProjectsByStatusQuery();
  const slices = useMemo(() => statusSlices(data ?? []), [data]);
  return (
    <Card title={t('workplace.status.title')}>
      <AsyncContent loading={isLoading} error={error} onRetry={refetch} empty={slices.length === 0}>
        <Suspense fallback={chartFallback}>
          <StatusChart slices={slices} />
        </Suspense>
        <ScreenReaderTable
          caption={t('workplace.status.title')}
          headers={[t('workplace.status.status'), t('workplace.status.count')]}
          rows={slices.map(({ status, count }) => [
            t(`common:status.${status}`, { defaultValue: status }),
            count,
          ])}
        />
      </AsyncContent>
    </Card>
  );
}

export function ProvinceCard() {
  const { t } = useTranslation('shell');
  const { data, isLoading, error, refetch } = useGetProjectsByProvinceQuery();
  return (
    <Card title={t('workplace.map.title')}>
      <AsyncContent loading={isLoading} error={error} onRetry={refetch} rows={8}>
        <Suspense fallback={chartFallback}>
          <ProvinceMap rows={data ?? []} />
        </Suspense>
        <ScreenReaderTable
          caption={t('workplace.map.title')}
          headers={[t('workplace.map.province'), t('workplace.map.projects'), t('workplace.map.approved')]}
          rows={(data ?? []).map((row) => [row.name, row.count, formatMoney(row.approvedTotal)])}
        />
      </AsyncContent>
    </Card>
  );
}
