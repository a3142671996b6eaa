import type { ColumnProps } from '@arco-design/web-react/es/Table';
import Space from '@arco-design/web-react/es/Space';
import Tag from '@arco-design/web-react/es/Tag';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { SysUserListItem } from '@pm/domain/shapes';
import { StatusTag, dateColumn } from '@pm/web/ui';

/** The user list's columns; `actions` renders a row's buttons. */
export function userColumns(
  t: TFunction,
  language: string,
  actions: (user: SysUserListItem) => ReactNode,
): ColumnProps<SysUserListItem>[] {
  return [
    { title: t('user.username'), dataIndex: 'username', sorter: true, width: 140 },
    {
      title: t('user.name'),
      dataIndex: 'name',
      sorter: true,
      width: 160,
      render: (name: string, user: SysUserListItem) => (
        <Space>
          {name}
          {user.isAdmin && <Tag color="arcoblue">{t('user.admin')}</Tag>}
        </Space>
      ),
    },
    { title: t('user.mobile'), dataIndex: 'mobile', width: 130 },
    { title: t('user.email'), dataIndex: 'email', ellipsis: true, width: 180 },
    { title: t('user.department'), dataIndex: 'departmentName', width: 140 },
    { title: t('user.roles'), dataIndex: 'roles', width: 160, render: (roles: string[]) => roles.join(', ') },
    {
      title: t('user.status'),
      dataIndex: 'status',
      sorter: true,
      width: 100,
      render: (status: string) => <StatusTag status={status} />,
    },
    dateColumn<SysUserListItem>(t('user.createdAt'), 'createdAt', language),
    {
      title: t('userAdmin.actions.title'),
      dataIndex: 'id',
      fixed: 'right',
      width: 260,
      render: (_id: number, user) => actions(user),
    },
  ];
}
