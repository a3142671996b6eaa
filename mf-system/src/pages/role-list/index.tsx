import { useMemo, useState } from 'react';
import Button from '@arco-design/web-react/es/Button';
import IconPlus from '@arco-design/web-react/icon/react-icon/IconPlus';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@pm/web/router';
import type { RoleListItem } from '@pm/domain/shapes';
import { Btn } from '@pm/web/auth';
import { ListFrame, RouterLink, toRequestParams, useListQuery } from '@pm/web/ui';
import { useGetRolesQuery } from '../../features/role/api/get-roles';
import { RoleDrawer } from '../../features/role/components/role-drawer';
import { NS } from '../../locale';
import { ROLE_BUTTONS, roleAccessPath } from '../../shared-paths';
import { roleColumns } from './columns';
import { ROLE_FILTERS, RoleSearchForm, requestFilters } from './search-form';

/**
 * `/system/role`: roles searched, filtered, sorted and paged in the URL; created and edited in a drawer, enabled,
 * disabled and deleted after a confirmation; each links to its permissions (`/system/role/access`).
 */
export function RoleListPage() {
  const { t, i18n } = useTranslation([NS, 'common']);
  const navigate = useNavigate();
  const { query, update } = useListQuery(ROLE_FILTERS);
  const filters = useMemo(() => requestFilters(query.filters), [query.filters]);
  const result = useGetRolesQuery(toRequestParams({ ...query, filters }));
  const [editing, setEditing] = useState<RoleListItem | null>(null);
  const [creating, setCreating] = useState(false);
  const columns = useMemo(() => roleColumns(t, i18n.language, setEditing), [t, i18n.language]);

  return (
    <ListFrame<RoleListItem>
      title={t('role.title')}
      extra={<RouterLink to="/system/permission">{t('role.toPermissions')}</RouterLink>}
      search={<RoleSearchForm query={query} onSearch={update} />}
      actions={
        <Btn codes={[ROLE_BUTTONS.manage]}>
          <Button type="primary" icon={<IconPlus />} onClick={() => setCreating(true)}>
            {t('role.create')}
          </Button>
        </Btn>
      }
      result={result}
      columns={columns}
      query={query}
      onQueryChange={update}
      scroll={{ x: 1300 }}
      emptyText={t('role.empty')}
    >
      <RoleDrawer
        visible={creating || editing !== null}
        role={editing}
        onClose={() => {
          setCreating(false);
          setEditing(null);
        }}
        onCreated={(role) => navigate(roleAccessPath(role.id))}
      />
    </ListFrame>
  );
}
