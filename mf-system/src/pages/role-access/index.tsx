import { useEffect, useMemo, useState } from 'react';
import Alert from '@arco-design/web-react/es/Alert';
import Button from '@arco-design/web-react/es/Button';
import Card from '@arco-design/web-react/es/Card';
import Empty from '@arco-design/web-react/es/Empty';
import Message from '@arco-design/web-react/es/Message';
import Select from '@arco-design/web-react/es/Select';
import Space from '@arco-design/web-react/es/Space';
import Spin from '@arco-design/web-react/es/Spin';
import Tree from '@arco-design/web-react/es/Tree';
import Typography from '@arco-design/web-react/es/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@pm/web/router';
import { ADMIN_ROLE_CODE } from '@pm/domain/shapes';
import { Btn } from '@pm/web/auth';
import { selectUserInfo, useAppSelector } from '@pm/web/store';
import { ConfirmAction, QueryState, RouterLink } from '@pm/web/ui';
import { useGetRoleOptionsQuery } from '../../shared/role/api/role-options';
import { useGetRoleAccessQuery, useSaveRoleAccessMutation } from '../../features/role/api/role-access';
import { checkedLeafKeys, flattenNodes, grantedIds, treeData } from '../../features/permission/tree-data';
import { useNodeLabel } from '../../features/permission/use-node-label';
import { isOwnRole } from '../../features/role/own-role';
import { NS } from '../../locale';
import { ROLE_BUTTONS } from '../../shared-paths';

const roleOf = (params: URLSearchParams) => {
  const id = Number(params.get('role'));
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * `/system/role/access?role=<id>`: a role's menus, pages and buttons as a checkable tree. Checking a page checks
 * its buttons; a button alone grants its page too (the page's key opens it). Saved after a confirmation; holders
 * get the change at their next request.
 */
export function RoleAccessPage() {
  const { t } = useTranslation([NS, 'common']);
  const [params, setParams] = useSearchParams();
  const roleId = roleOf(params);
  const roles = useGetRoleOptionsQuery();
  const access = useGetRoleAccessQuery(roleId ?? 0, { skip: roleId === null });
  // This role's grants only: while another role's load, nothing is shown or saved in its name.
  const current = access.currentData?.roleId === roleId ? access.currentData : undefined;
  const [save] = useSaveRoleAccessMutation();
  const label = useNodeLabel();
  const [checked, setChecked] = useState<string[]>([]);
  const [expanded, setExpanded] = useState<string[]>([]);
  const data = useMemo(() => treeData(current?.tree ?? [], label), [current, label]);
  const allKeys = useMemo(() => flattenNodes(current?.tree ?? []).map((node) => String(node.id)), [current]);
  const role = roles.data?.find((option) => option.id === roleId);
  const own = isOwnRole(useAppSelector(selectUserInfo), role);

  // Each loaded grant (another role, or the saved one) replaces what was checked.
  useEffect(() => {
    if (!current) return;
    setChecked(checkedLeafKeys(current.tree, current.checkedIds));
    // Open to the buttons: the tree is a few hundred nodes at most.
    setExpanded(flattenNodes(current.tree).map((node) => String(node.id)));
  }, [current]);

  const submit = async () => {
    if (!current || roleId === null) return;
    const permissionIds = grantedIds(current.tree, checked);
    await save({ id: roleId, version: current.version, permissionIds }).unwrap();
    Message.success(t('roleAccess.saved'));
  };

  return (
    <Card
      title={t('roleAccess.title')}
      extra={<RouterLink to="/system/role">{t('roleAccess.backToRoles')}</RouterLink>}
    >
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Space wrap>
          <Typography.Text>{t('roleAccess.role')}</Typography.Text>
          <Select
            style={{ width: 280 }}
            showSearch
            loading={roles.isFetching}
            placeholder={t('roleAccess.pickRole')}
            value={roleId ?? undefined}
            onChange={(id: number) => setParams({ role: String(id) })}
            options={(roles.data ?? []).map((option) => ({
              value: option.id,
              label: `${option.name}（${option.code}）`,
            }))}
          />
        </Space>
        {role?.status === 'disabled' && <Alert type="warning" content={t('roleAccess.disabledRole')} />}
        {own && <Alert type="warning" content={t('roleAccess.ownRole')} />}
        {role?.code === ADMIN_ROLE_CODE && <Alert type="info" content={t('roleAccess.adminRole')} />}
        {roleId === null ? (
          <Empty description={t('roleAccess.noRole')} />
        ) : (
          <QueryState
            isLoading={current === undefined && access.isFetching}
            error={access.error}
            refetch={access.refetch}
          >
            <Spin loading={access.isFetching} style={{ display: 'block' }}>
              <Space wrap style={{ marginBottom: 12 }}>
                <Button size="small" onClick={() => setChecked(allKeys)}>
                  {t('roleAccess.checkAll')}
                </Button>
                <Button size="small" onClick={() => setChecked([])}>
                  {t('roleAccess.clearAll')}
                </Button>
                <Button size="small" onClick={() => setExpanded(allKeys)}>
                  {t('roleAccess.expandAll')}
                </Button>
                <Button size="small" onClick={() => setExpanded([])}>
                  {t('roleAccess.collapseAll')}
                </Button>
                <Typography.Text type="secondary">
                  {t('roleAccess.count', { count: checked.length })}
                </Typography.Text>
              </Space>
              <Tree
                checkable
                blockNode
                treeData={data}
                checkedKeys={checked}
                expandedKeys={expanded}
                onExpand={(keys) => setExpanded(keys)}
                onCheck={(keys) => setChecked(keys)}
              />
              {!own && (
                <Btn codes={[ROLE_BUTTONS.grant]}>
                  <div style={{ marginTop: 16 }}>
                    <ConfirmAction type="primary" title={t('roleAccess.confirm')} onConfirm={submit}>
                      {t('roleAccess.save')}
                    </ConfirmAction>
                  </div>
                </Btn>
              )}
            </Spin>
          </QueryState>
        )}
      </Space>
    </Card>
  );
}
