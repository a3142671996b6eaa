import { useMemo, useState } from 'react';
import Button from '@arco-design/web-react/es/Button';
import Card from '@arco-design/web-react/es/Card';
import Grid from '@arco-design/web-react/es/Grid';
import IconPlus from '@arco-design/web-react/icon/react-icon/IconPlus';
import { useTranslation } from 'react-i18next';
import type { OneTimePassword, SysUserListItem, SystemUserDetail } from '@pm/domain/shapes';
import { Btn } from '@pm/web/auth';
import { ListFrame, toRequestParams, useListQuery } from '@pm/web/ui';
import { DepartmentTree } from '../../shared/department/components/department-tree';
import { useLazyTree } from '../../shared/department/components/use-lazy-tree';
import { useGetUsersQuery } from '../../features/user/api/get-users';
import { OneTimePasswordModal } from '../../features/user/components/one-time-password-modal';
import { UserFormDrawer } from '../../features/user/components/user-form-drawer';
import { USER_BUTTONS, UserRowActions } from '../../features/user/components/user-row-actions';
import { NS } from '../../locale';
import { userColumns } from './columns';
import { UserSearchForm } from './search-form';
import { USER_FILTERS } from './search-values';

/**
 * `/system/user`: the department tree on the left filters the list (the department and everything below it); the
 * list is searched, filtered, sorted and paged in the URL. Users are created and edited in a drawer; a new user's or
 * a reset password is shown once.
 */
export function UserListPage() {
  const { t, i18n } = useTranslation([NS, 'common']);
  const { query, update } = useListQuery(USER_FILTERS);
  const result = useGetUsersQuery(toRequestParams(query));
  const tree = useLazyTree();
  const [editing, setEditing] = useState<{ user: SystemUserDetail | null } | null>(null);
  const [password, setPassword] = useState<OneTimePassword | null>(null);
  const departmentId = Number(query.filters.departmentId) || null;
  const columns = useMemo(
    () =>
      userColumns(t, i18n.language, (user: SysUserListItem) => (
        <UserRowActions
          user={user}
          onEdit={(detail) => setEditing({ user: detail })}
          onPassword={setPassword}
        />
      )),
    [t, i18n.language],
  );

  const chooseDepartment = (id: number | null) => {
    const { departmentId: _old, ...rest } = query.filters;
    update({ filters: id === null ? rest : { ...rest, departmentId: String(id) } });
  };

  return (
    <Grid.Row gutter={[16, 16]}>
      <Grid.Col xs={24} md={6}>
        <Card title={t('department.tree')}>
          <DepartmentTree
            tree={tree}
            selectedId={departmentId}
            onSelect={(node) => chooseDepartment(node?.id ?? null)}
          />
        </Card>
      </Grid.Col>
      <Grid.Col xs={24} md={18}>
        <ListFrame<SysUserListItem>
          title={t('user.title')}
          search={<UserSearchForm query={query} onSearch={update} />}
          actions={
            <Btn codes={[USER_BUTTONS.create]}>
              <Button type="primary" icon={<IconPlus />} onClick={() => setEditing({ user: null })}>
                {t('userAdmin.create')}
              </Button>
            </Btn>
          }
          result={result}
          columns={columns}
          query={query}
          onQueryChange={update}
          scroll={{ x: 1500 }}
          emptyText={t('userAdmin.empty')}
        >
          <UserFormDrawer
            visible={editing !== null}
            user={editing?.user ?? null}
            onClose={() => setEditing(null)}
            onCreated={setPassword}
          />
          <OneTimePasswordModal result={password} onClose={() => setPassword(null)} />
        </ListFrame>
      </Grid.Col>
    </Grid.Row>
  );
}
