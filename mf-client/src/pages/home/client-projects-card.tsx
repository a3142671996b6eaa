import type { ColumnProps } from '@arco-design/web-react/es/Table';
import { useTranslation } from 'react-i18next';
import type { ClientProjectItem } from '@pm/domain/shapes';
import { formatDate } from '@pm/web/i18n';
import { formatMoney } from '@pm/domain/money';
import { ListCard, StatusTag } from '@pm/web/ui';
import { useGetClientProjectsQuery } from '../../features/project/api/get-client-projects';
import { NS } from '../../locale';

/** The beneficiary's own projects (the server refuses any other beneficiary's id). */
export function ClientProjectsCard({ beneficiaryId }: { beneficiaryId: number }) {
  const { t, i18n } = useTranslation(NS);
  const date = (value: string | null) => (value ? formatDate(value, i18n.language) : '-');
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
      render: (_: unknown, row: ClientProjectItem) => `${date(row.startDate)} ~ ${date(row.endDate)}`,
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
  // A hook bound to this beneficiary; ListCard adds paging and the keyword.
  const useList = (params: Record<string, string | number>) =>
    useGetClientProjectsQuery({ ...params, beneficiaryId });
  return (
    <ListCard
      title={t('home.projects')}
      searchPlaceholder={t('home.search')}
      useList={useList}
      columns={columns}
      cardsOnPhone
    />
  );
}
