import List from '@arco-design/web-react/es/List';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@pm/shared/i18n';
import { AsyncContent } from '../../workplace/async-content';
import { useGetLatestActivityQuery } from '../user-api';
import { PersonAvatar } from './person-avatar';
import styles from '../user-info.module.css';

const TIME_FORMAT: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
};

/** What the user did lately, from the operation log. */
export function LatestActivity({ limit }: { limit?: number }) {
  const { t, i18n } = useTranslation('shell');
  const { data, isLoading, error, refetch } = useGetLatestActivityQuery();
  const items = limit ? data?.slice(0, limit) : data;
  return (
    <AsyncContent
      loading={isLoading}
      error={error}
      onRetry={refetch}
      empty={!items?.length}
      emptyText={t('userInfo.noActivity')}
    >
      <List
        bordered={false}
        dataSource={items}
        render={(item) => (
          <List.Item key={item.id} className={styles.listItem} data-testid="activity">
            <List.Item.Meta
              avatar={<PersonAvatar name={item.title} src={item.avatar} size={32} />}
              title={item.title}
              description={
                <>
                  <div>{item.description}</div>
                  <time className={styles.muted} dateTime={item.time}>
                    {formatDate(item.time, i18n.language, TIME_FORMAT)}
                  </time>
                </>
              }
            />
          </List.Item>
        )}
      />
    </AsyncContent>
  );
}
