import { useState } from 'react';
import Empty from '@arco-design/web-react/es/Empty';
import Table, { type ColumnProps } from '@arco-design/web-react/es/Table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ProjectListItem } from '@pm/shared/contracts';
import { formatDate } from '@pm/shared/i18n';
import { AmountText, StatusTag } from '@pm/shared/ui';
import { useGetProjectsQuery } from '../../features/project/api/get-projects';
import { NS } from '../../locale';
import { QueryState } from './query-state';

const PAGE_SIZE = 10;

/** The project's sub-projects (`GET /pm/projects?parentId=`), each linking to its own detail page. */
export function SubProjectsTab({ projectId }: { projectId: number }) {
  const { t, i18n } = useTranslation([NS, 'common']);
  const [page, setPage] = useState(1);
  const { data, isLoading, isFetching, error, refetch } = useGetProjectsQuery({
    parentId: projectId,
    page,
    pageSize: PAGE_SIZE,
  });
  const day = (value: string | null) => (value ? formatDate(value, i18n.language) : '-');
  const linkTo = (row: ProjectListItem, text: string) => (
    <Link to={`/project/list/detail?id=${row.id}`}>{text}</Link>
  );

  const columns: ColumnProps<ProjectListItem>[] = [
    {
      title: t('detail.code'),
      dataIndex: 'code',
      width: 140,
      render: (code: string, row) => linkTo(row, code),
    },
    {
      title: t('detail.name'),
      dataIndex: 'name',
      ellipsis: true,
      render: (name: string, row) => linkTo(row, name),
    },
    {
      title: t('detail.status'),
      dataIndex: 'status',
      width: 110,
      render: (status: string) => <StatusTag status={status} />,
    },
    {
      title: t('detail.period'),
      dataIndex: 'startDate',
      width: 220,
      render: (_: unknown, row) => `${day(row.startDate)} ~ ${day(row.endDate)}`,
    },
    ...(['approvedAmount', 'appropriatedAmount', 'paidAmount'] as const).map(
      (field): ColumnProps<ProjectListItem> => ({
        title: t(`detail.column.${field}`),
        dataIndex: field,
        align: 'right',
        width: 140,
        render: (value: string | null) => <AmountText value={value} short />,
      }),
    ),
  ];

  return (
    <QueryState isLoading={isLoading} error={error} refetch={refetch}>
      <Table<ProjectListItem>
        rowKey="id"
        columns={columns}
        data={data?.list ?? []}
        loading={isFetching}
        noDataElement={<Empty description={t('detail.noSubProjects')} />}
        pagination={
          (data?.total ?? 0) > PAGE_SIZE && {
            current: page,
            pageSize: PAGE_SIZE,
            total: data?.total ?? 0,
            onChange: setPage,
          }
        }
      />
    </QueryState>
  );
}
