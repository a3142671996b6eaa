import Table, { type ColumnProps } from '@arco-design/web-react/es/Table';
import Empty from '@arco-design/web-react/es/Empty';
import Result from '@arco-design/web-react/es/Result';
import { useTranslation } from 'react-i18next';
import type { ClientProjectItem } from '@pm/shared/contracts';
import { errorText } from '@pm/shared/api';
import { formatDate } from '@pm/shared/i18n';
import { formatMoney } from '@pm/shared/money';
import { StatusTag } from '@pm/shared/ui';
import { useGetClientProjectsQuery } from '../../features/projects/api/get-client-projects';
import { NS } from '../../locale';

export function ClientProjectsTable({ beneficiaryId }: { beneficiaryId: number }) {
  const { t, i18n } = useTranslation(NS);
  const { data, isFetching, error } = useGetClientProjectsQuery(beneficiaryId);
  const period = (project: ClientProjectItem) =>
    [project.startDate, project.endDate].map((d) => (d ? formatDate(d, i18n.language) : '-')).join(' ~ ');
  const columns: ColumnProps<ClientProjectItem>[] = [
    { title: t('home.code'), dataIndex: 'code', width: 150 },
    { title: t('home.projectName'), dataIndex: 'name', ellipsis: true },
    {
      title: t('home.status'),
      dataIndex: 'status',
      width: 110,
      render: (s: string) => <StatusTag status={s} />,
    },
    {
      title: t('home.period'),
      dataIndex: 'startDate',
      width: 230,
      render: (_: unknown, row: ClientProjectItem) => period(row),
    },
    {
      title: t('home.approvedAmount'),
      dataIndex: 'approvedAmount',
      align: 'right',
      render: (v: string) => formatMoney(v),
    },
    {
      title: t('home.paidAmount'),
      dataIndex: 'paidAmount',
      align: 'right',
      render: (v: string) => formatMoney(v),
    },
  ];
  if (error) return <Result status="error" subTitle={errorText(error)} />;
  return (
    <Table
      rowKey="id"
      columns={columns}
      data={data ?? []}
      loading={isFetching}
      pagination={false}
      noDataElement={<Empty description={t('home.empty')} />}
    />
  );
}
