import type { ColumnProps } from '@arco-design/web-react/es/Table';
import Tag from '@arco-design/web-react/es/Tag';
import Space from '@arco-design/web-react/es/Space';
import { useTranslation } from 'react-i18next';
import type { SysUserListItem } from '@pm/domain/shapes';
import { ListCard, StatusTag, dateColumn } from '@pm/web/ui';
import { useGetUsersQuery } from '../../features/user/api/get-users';
import { NS } from '../../locale';

export function UserListPage() {
  const { t, i18n } = useTranslation(NS);
  const columns: ColumnProps<SysUserListItem>[] = [
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
    { title: t('user.mobile'), dataIndex: 'mobile', width: 140 },
    { title: t('user.email'), dataIndex: 'email', ellipsis: true },
    { title: t('user.department'), dataIndex: 'departmentName', width: 140 },
    { title: t('user.roles'), dataIndex: 'roles', width: 140, render: (roles: string[]) => roles.join(', ') },
    {
      title: t('user.status'),
      dataIndex: 'status',
      width: 100,
      render: (s: string) => <StatusTag status={s} />,
    },
    dateColumn<SysUserListItem>(t('user.createdAt'), 'createdAt', i18n.language),
  ];
  return (
    <ListCard
      title={t('user.title')}
      searchPlaceholder={t('user.search')}
      useList={useGetUsersQuery}
      columns={columns}
    />
  );
}
