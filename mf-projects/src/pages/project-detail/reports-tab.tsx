import { useState } from 'react';
import Link from '@arco-design/web-react/es/Link';
import Space from '@arco-design/web-react/es/Space';
import type { ColumnProps } from '@arco-design/web-react/es/Table';
import { useTranslation } from 'react-i18next';
import type { ReportListItem } from '@pm/domain/shapes';
import { formatDate } from '@pm/web/i18n';
import { StatusTag } from '@pm/web/ui';
import { useGetReportsQuery } from '../../features/report/api/get-reports';
import { NS } from '../../locale';
import { PagedTable } from './paged-table';
import { ReportDrawer } from './report-drawer';

/** The project's stage reports; a row opens the report (where its approval stands, its author's edit button). */
export function ReportsTab({ projectId }: { projectId: number }) {
  const { t, i18n } = useTranslation(NS);
  const [openId, setOpenId] = useState<number>();
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
    <>
      <PagedTable<ReportListItem>
        useList={useGetReportsQuery}
        params={{ projectId }}
        columns={columns}
        onRow={(row) => ({ onClick: () => setOpenId(row.id), style: { cursor: 'pointer' } })}
        empty={t('detail.report.none')}
      />
      <ReportDrawer id={openId} onClose={() => setOpenId(undefined)} />
    </>
  );
}
