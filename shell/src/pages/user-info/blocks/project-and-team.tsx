import List from '@arco-design/web-react/es/List';
import { useTranslation } from 'react-i18next';
import { AsyncContent } from '../../workplace/async-content';
import { useGetProjectAndTeamQuery } from '../user-api';
import styles from '../user-info.module.css';

/** One line per project or team the user takes part in. */
export function ProjectAndTeam() {
  const { t } = useTranslation('shell');
  const { data, isLoading, error, refetch } = useGetProjectAndTeamQuery();
  return (
    <AsyncContent
      loading={isLoading}
      error={error}
      onRetry={refetch}
      empty={!data?.length}
      emptyText={t('userInfo.noProjectAndTeam')}
    >
      <List
        bordered={false}
        size="small"
        dataSource={data}
        render={(item) => (
          <List.Item key={item.id} className={styles.listItem}>
            {item.content}
          </List.Item>
        )}
      />
    </AsyncContent>
  );
}
