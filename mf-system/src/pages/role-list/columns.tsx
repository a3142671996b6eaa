import type { ColumnProps } from '@arco-design/web-react/es/Table';
import Space from '@arco-design/web-react/es/Space';
import Tag from '@arco-design/web-react/es/Tag';
import type { TFunction } from 'i18next';
import type { RoleListItem } from '@pm/domain/shapes';
import { StatusTag, dateColumn } from '@pm/web/ui';
import { RoleActions } from '../../features/role/components/role-actions';

export function roleColumns(
  t: TFunction,
  language: string,
  onEdit: (role: RoleListItem) => void,
): ColumnProps<RoleListItem>[] {
  return [
    { title: t('role.column.code'), dataIndex: 'code', sorter: true, width: 140 },
    {
      title: t('role.column.name'),
      dataIndex: 'name',
      sorter: true,
      width: 180,
      render: (name: string, role: RoleListItem) => (
        <Space>
          {name}
          {role.builtIn && <Tag color="arcoblue">{t('role.builtIn')}</Tag>}
        </Space>
      ),
    },
    { title: t('role.column.nameEn'), dataIndex: 'nameEn', width: 160 },
    {
      title: t('role.column.dataScope'),
      dataIndex: 'dataScope',
      width: 140,
      render: (scope: string) => t(`role.scope.${scope}`),
    },
    { title: t('role.column.users'), dataIndex: 'userCount', width: 90, align: 'right' },
    {
      title: t('role.column.status'),
      dataIndex: 'status',
      width: 100,
      render: (status: string) => <StatusTag status={status} />,
    },
    { title: t('role.column.sort'), dataIndex: 'sort', sorter: true, width: 90, align: 'right' },
    dateColumn<RoleListItem>(t('role.column.createdAt'), 'createdAt', language),
    {
      title: t('role.column.actions'),
      dataIndex: 'actions',
      fixed: 'right',
      width: 260,
      render: (_: unknown, role: RoleListItem) => <RoleActions role={role} onEdit={onEdit} />,
    },
  ];
}
