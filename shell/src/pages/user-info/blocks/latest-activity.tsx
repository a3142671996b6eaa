import List from '@arco-design/web-react/es/List';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@pm/web/i18n';
import { useGetLatestActivityQuery } from '../user-api';
import { PersonAvatar } from './person-avatar';
import { QueryList } from './query-list';
import styles from '../user-info.module.css';

/** What the user did lately, from the operation log. */
export function LatestActivity({ limit }: { limit?: number }) {
  const { t, i18n } = useTranslation('shell');
  return (
    <QueryList
      query={useGetLatestActivityQuery()}
      emptyText={t('userInfo.noActivity')}
      limit={limit}
      render={(item) => (
        <List.Item key={item.id} className={styles.listItem} data-testid="activity">
          <List.Item.Meta
            avatar={<PersonAvatar name={item.title} src={item.avatar} size={32} />}
            title={item.title}
            description={
              <>
                <div>{item.description}</div>
                <time className={styles.muted} dateTime={item.time}>
                  {formatDateTime(item.time, i18n.language)}
                </time>
              </>
            }
          />
        </List.Item>
      )}
    />
  );
}
