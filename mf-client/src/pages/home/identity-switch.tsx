import Button from '@arco-design/web-react/es/Button';
import Card from '@arco-design/web-react/es/Card';
import List from '@arco-design/web-react/es/List';
import Message from '@arco-design/web-react/es/Message';
import Tag from '@arco-design/web-react/es/Tag';
import { useTranslation } from 'react-i18next';
import { api } from '@pm/web/api';
import { clientUserStorage } from '@pm/web/storage';
import { setClientUser, useAppDispatch } from '@pm/web/store';
import { QueryState } from '@pm/web/ui';
import {
  useChangeLoginUserMutation,
  useGetLoginRolesQuery,
  type LoginRole,
} from '../../features/profile/api/client-profile';
import { NS } from '../../locale';

/**
 * The records the signed-in phone signs in as (a person and the cooperative they run): switching changes the
 * session's identity on the server, then the stored and shown beneficiary, so every page reads the other one's data.
 */
export function IdentitySwitch({ currentId }: { currentId: number }) {
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const roles = useGetLoginRolesQuery();
  const [change, { isLoading, originalArgs }] = useChangeLoginUserMutation();

  const switchTo = async (role: LoginRole) => {
    const user = await change(role.id).unwrap();
    clientUserStorage.set(user);
    dispatch(setClientUser(user));
    // Everything read so far belongs to the other identity.
    dispatch(api.util.resetApiState());
    Message.success(t('home.switch.done', { name: user.name }));
  };

  return (
    <Card title={t('home.switch.title')}>
      <QueryState isLoading={roles.isLoading} error={roles.error} refetch={roles.refetch}>
        <List<LoginRole>
          size="small"
          dataSource={roles.data ?? []}
          noDataElement={<span>{t('home.switch.none')}</span>}
          render={(role) => (
            <List.Item
              key={role.id}
              data-testid={`identity-${role.id}`}
              actions={[
                role.id === currentId ? (
                  <Tag key="current" color="green">
                    {t('home.switch.current')}
                  </Tag>
                ) : (
                  <Button
                    key="switch"
                    type="primary"
                    size="small"
                    loading={isLoading && originalArgs === role.id}
                    disabled={isLoading}
                    onClick={() => void switchTo(role).catch(() => undefined)}
                    aria-label={t('home.switch.to', { name: role.name })}
                  >
                    {t('home.switch.action')}
                  </Button>
                ),
              ]}
            >
              <List.Item.Meta
                title={<span style={{ wordBreak: 'break-all' }}>{role.name}</span>}
                description={t(`home.types.${role.type}`)}
              />
            </List.Item>
          )}
        />
      </QueryState>
    </Card>
  );
}
