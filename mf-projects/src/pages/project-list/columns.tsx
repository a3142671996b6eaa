import type { ColumnProps } from '@arco-design/web-react/es/Table';
import type { TFunction } from 'i18next';
import type { ProjectListItem } from '@pm/shared/contracts';
import { formatMoney } from '@pm/shared/money';
import { StatusTag } from '@pm/shared/ui';
import { formatDate } from '@pm/shared/i18n';

export function projectColumns(t: TFunction, locale: string): ColumnProps<ProjectListItem>[] {
  return [
    { title: t('list.code'), dataIndex: 'code', sorter: true, width: 150 },
    { title: t('list.name'), dataIndex: 'name', sorter: true, ellipsis: true },
    { title: t('list.department'), dataIndex: 'departmentName', width: 140 },
    {
      title: t('list.status'),
      dataIndex: 'status',
      width: 110,
      render: (status: string) => <StatusTag status={status} />,
    },
    {
      title: t('list.approvedAmount'),
      dataIndex: 'approvedAmount',
      sorter: true,
      align: 'right',
      width: 150,
      render: (value: string) => formatMoney(value, { shorten: true }),
    },
    {
      title: t('list.appropriatedAmount'),
      dataIndex: 'appropriatedAmount',
      align: 'right',
      width: 150,
      render: (value: string) => formatMoney(value, { shorten: true }),
    },
    {
      title: t('list.createdAt'),
      dataIndex: 'createdAt',
      sorter: true,
      width: 130,
      render: (value: string) => formatDate(value, locale),
    },
  ];
}
