import { useState } from 'react';
import Empty from '@arco-design/web-react/es/Empty';
import Link from '@arco-design/web-react/es/Link';
import Space from '@arco-design/web-react/es/Space';
import Table, { type ColumnProps } from '@arco-design/web-react/es/Table';
import { useTranslation } from 'react-i18next';
import type { ReportListItem } from '@pm/shared/contracts';
import { formatDate } from '@pm/shared/i18n';
import { StatusTag } from '@pm/shared/ui';
import { useGetReportsQuery } from '../../features/report/api/get-reports';
import { NS } from '../../locale';
import { QueryState } from './query-state';
import { ReportDrawer } from './report-drawer';

const PAGE_SIZE = 10;

/** The project's stage reports; a row opens the report (and, for a reviewer, its decision buttons). */
export function ReportsTab({ projectId }: { projectId: number }) {
  const { t, i18n } = useTranslation(NS);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const { data, isLoading, isFetching, error, refetch } = useGetReportsQuery({
    projectId,
    page,
    pageSize: PAGE_SIZE,
  });
  const day = (value: string | null) => (value ? formatDate(value, i18n.language) : '-');

  const columns: ColumnProps<ReportListItem>[] = [
    {
      title: t('detail.report.title'),
      dataIndex: 'title',
      ellipsis: true,
      // A real link for keyboard users; the whole row opens the report too.
      render: (title: string, row) => <Link onClick={() => setOpenId(row.id)}>{title}</Link>,
    },
    { title: t('detail.report.item'), dataIndex: 'reportItemTitle', ellipsis: true },
    { title: t('detail.report.dueDate'), dataIndex: 'dueDate', width: 130, render: day },
    {
      title: t('detail.status'),
      dataIndex: 'status',
      width: 180,
      render: (status: string, row) => (
        <Space size="mini">
          <StatusTag status={status} />
          {row.overdue && <StatusTag status="overdue" />}
        </Space>
      ),
    },
    { title: t('detail.report.submittedAt'), dataIndex: 'submittedAt', width: 130, render: day },
  ];

  return (
    <QueryState isLoading={isLoading} error={error} refetch={refetch}>
      <Table<ReportListItem>
        rowKey="id"
        columns={columns}
        data={data?.list ?? []}
        loading={isFetching}
        onRow={(row) => ({ onClick: () => setOpenId(row.id), style: { cursor: 'pointer' } })}
        noDataElement={<Empty description={t('detail.report.none')} />}
        pagination={
          (data?.total ?? 0) > PAGE_SIZE && {
            current: page,
            pageSize: PAGE_SIZE,
            total: data?.total ?? 0,
            onChange: setPage,
          }
        }
      />
      <ReportDrawer id={openId} onClose={() => setOpenId(null)} />
    </QueryState>
  );
}
