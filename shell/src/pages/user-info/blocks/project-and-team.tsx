import List from '@arco-design/web-react/es/List';
import { useTranslation } from 'react-i18next';
import { useGetProjectAndTeamQuery } from '../user-api';
import { QueryList } from './query-list';
import styles from '../user-info.module.css';

/** One line per project or team the user takes part in. */
export function ProjectAndTeam() {
  const { t } = useTranslation('shell');
  return (
    <QueryList
      query={useGetProjectAndTeamQuery()}
      emptyText={t('userInfo.noProjectAndTeam')}
      size="small"
      render={(item) => (
        <List.Item key={item.id} className={styles.listItem}>
          {item.content}
        </List.Item>
      )}
    />
  );
}
