import type { ReactNode } from 'react';
import Card from '@arco-design/web-react/es/Card';
import Grid from '@arco-design/web-react/es/Grid';
import Typography from '@arco-design/web-react/es/Typography';
import IconApps from '@arco-design/web-react/icon/react-icon/IconApps';
import IconCheckCircle from '@arco-design/web-react/icon/react-icon/IconCheckCircle';
import IconSend from '@arco-design/web-react/icon/react-icon/IconSend';
import IconSync from '@arco-design/web-react/icon/react-icon/IconSync';
import IconUserGroup from '@arco-design/web-react/icon/react-icon/IconUserGroup';
import IconSafe from '@arco-design/web-react/icon/react-icon/IconSafe';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@pm/domain/money';
import { pageLocale } from '@pm/web/i18n';
import { useAppSelector, selectUserInfo } from '@pm/web/store';
import { thousands } from '@pm/domain/utils';
import { AsyncContent } from './async-content';
import { useGetDashboardOverviewQuery } from './dashboard-api';
import styles from './workplace.module.css';

interface Statistic {
  key: string;
  icon: ReactNode;
  /** What the card shows (counts with separators, amounts shortened with 万/亿). */
  text: string;
  /** The value as the server sent it, for the tooltip and for tests comparing with the API. */
  raw: string;
}

function StatisticItem({ label, statistic }: { label: string; statistic: Statistic }) {
  return (
    <div className={styles.statistic} data-testid={`overview-${statistic.key}`} data-value={statistic.raw}>
      <span className={styles.statisticIcon} aria-hidden>
        {statistic.icon}
      </span>
      <div>
        <div className={styles.statisticLabel}>{label}</div>
        <div className={styles.statisticValue} title={statistic.raw}>
          {statistic.text}
        </div>
      </div>
    </div>
  );
}

/** The greeting and the foundation's figures: projects, beneficiaries and the funds' three totals. */
export function OverviewCard() {
  const { t } = useTranslation('shell');
  const user = useAppSelector(selectUserInfo);
  const { data, isLoading, error, refetch } = useGetDashboardOverviewQuery();
  const count = (key: string, icon: ReactNode, value = 0): Statistic => ({
    key,
    icon,
    text: thousands(value),
    raw: String(value),
  });
  const money = (key: string, icon: ReactNode, value = '0'): Statistic => ({
    key,
    icon,
    text: formatMoney(value, { shorten: true, locale: pageLocale() }),
    raw: value,
  });
  const statistics = data
    ? [
        count('projectCount', <IconApps />, data.projectCount),
        count('inProgressCount', <IconSync />, data.inProgressCount),
        count('beneficiaryCount', <IconUserGroup />, data.beneficiaryCount),
        money('approvedTotal', <IconCheckCircle />, data.approvedTotal),
        money('appropriatedTotal', <IconSend />, data.appropriatedTotal),
        money('paidTotal', <IconSafe />, data.paidTotal),
      ]
    : [];
  return (
    <Card>
      <Typography.Title heading={5} style={{ marginTop: 0 }}>
        {t('workplace.greeting', { name: user?.name ?? '' })}
      </Typography.Title>
      <AsyncContent loading={isLoading} error={error} onRetry={refetch} rows={2}>
        <Grid.Row gutter={[16, 16]}>
          {statistics.map((statistic) => (
            <Grid.Col key={statistic.key} xs={12} md={8} xl={4}>
              <StatisticItem label={t(`workplace.overview.${statistic.key}`)} statistic={statistic} />
            </Grid.Col>
          ))}
        </Grid.Row>
      </AsyncContent>
    </Card>
  );
}
