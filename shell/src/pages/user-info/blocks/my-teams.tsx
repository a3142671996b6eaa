import List from '@arco-design/web-react/es/List';
import { useTranslation } from 'react-i18next';
import { AsyncContent } from '../../workplace/async-content';
import { useGetMyTeamsQuery } from '../user-api';
import { PersonAvatar } from './person-avatar';
import styles from '../user-info.module.css';

/** The teams (departments) the user belongs to, with their head counts. */
export function MyTeams() {
  const { t } = useTranslation('shell');
  const { data, isLoading, error, refetch } = useGetMyTeamsQuery();
  return (
    <AsyncContent
      loading={isLoading}
      error={error}
      onRetry={refetch}
      empty={!data?.length}
      emptyText={t('userInfo.noTeams')}
    >
      <List
        bordered={false}
        split={false}
        dataSource={data}
        render={(team) => (
          <List.Item key={team.id} className={styles.listItem} data-testid="my-team">
            <List.Item.Meta
              avatar={<PersonAvatar name={team.name} src={team.avatar} size={32} />}
              title={team.name}
              description={t('userInfo.members', { value: team.peopleNumber })}
            />
          </List.Item>
        )}
      />
    </AsyncContent>
  );
}
