import List from '@arco-design/web-react/es/List';
import { useTranslation } from 'react-i18next';
import { useGetMyTeamsQuery } from '../user-api';
import { PersonAvatar } from './person-avatar';
import { QueryList } from './query-list';
import styles from '../user-info.module.css';

/** The teams (departments) the user belongs to, with their head counts. */
export function MyTeams() {
  const { t } = useTranslation('shell');
  return (
    <QueryList
      query={useGetMyTeamsQuery()}
      emptyText={t('userInfo.noTeams')}
      split={false}
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
  );
}
