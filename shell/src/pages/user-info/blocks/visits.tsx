import List from '@arco-design/web-react/es/List';
import Tag from '@arco-design/web-react/es/Tag';
import IconArrowFall from '@arco-design/web-react/icon/react-icon/IconArrowFall';
import IconArrowRise from '@arco-design/web-react/icon/react-icon/IconArrowRise';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@pm/web/i18n';
import { flattenRoutes, staffRoutes } from '@pm/domain/routes';
import { useGetVisitsQuery } from '../user-api';
import { QueryList } from './query-list';
import styles from '../user-info.module.css';

// Visits are counted per route name (the shell records each page it opens): shown by the route's menu text.
const routeLocales = new Map(flattenRoutes(staffRoutes).map((route) => [route.name, route.meta.locale]));

/** Against last week; a page not opened then is new (no percentage can say so). */
function Growth({ growth }: { growth: number | null }) {
  const { t, i18n } = useTranslation('shell');
  if (growth === null) {
    return (
      <Tag size="small" color="arcoblue" className={styles.new} title={t('userInfo.visits.newTitle')}>
        {t('userInfo.visits.new')}
      </Tag>
    );
  }
  const text = `${formatNumber(Math.abs(growth), i18n.language, { maximumFractionDigits: 1 })}%`;
  if (growth === 0) return <span className={styles.muted}>{text}</span>;
  const up = growth > 0;
  return (
    <span
      className={up ? styles.rise : styles.fall}
      aria-label={t(up ? 'userInfo.visits.rise' : 'userInfo.visits.fall', { value: text })}
    >
      {up ? <IconArrowRise aria-hidden /> : <IconArrowFall aria-hidden />} {text}
    </span>
  );
}

/** The user's most visited pages this week, against last week. */
export function Visits() {
  const { t, i18n } = useTranslation('shell');
  return (
    <QueryList
      query={useGetVisitsQuery()}
      emptyText={t('userInfo.visits.empty')}
      split={false}
      size="small"
      render={(visit) => (
        <List.Item key={visit.name} className={styles.listItem} data-testid="visit">
          <div className={styles.visit}>
            <span className={styles.visitName}>
              {t(routeLocales.get(visit.name) ?? visit.name, { ns: 'common', defaultValue: visit.name })}
            </span>
            <span className={styles.muted}>
              {t('userInfo.visits.count', { value: formatNumber(visit.visits, i18n.language) })}
            </span>
            <Growth growth={visit.growth} />
          </div>
        </List.Item>
      )}
    />
  );
}
