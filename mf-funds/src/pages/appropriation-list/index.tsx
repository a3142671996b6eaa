import type { ColumnProps } from '@arco-design/web-react/es/Table';
import Radio from '@arco-design/web-react/es/Radio';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { AppropriationListItem, AppropriationView } from '@pm/shared/contracts';
import { formatMoney } from '@pm/shared/money';
import { ListCard, StatusTag, dateColumn } from '@pm/shared/ui';
import { useGetAppropriationsQuery } from '../../features/appropriation/api/get-appropriations';
import { NS } from '../../locale';

/** One of the three appropriation views (specification §4: unverified, wait, already). */
const VIEWS: AppropriationView[] = ['unverified', 'wait', 'already'];

export function AppropriationListPage({ view }: { view: AppropriationView }) {
  const { t, i18n } = useTranslation([NS, 'common']);
  const navigate = useNavigate();
  // Paid appropriations are dated by their payment, the others by their schedule.
  const dateField = view === 'already' ? 'paidDate' : 'scheduledDate';
  const columns: ColumnProps<AppropriationListItem>[] = [
    { title: t('appropriation.code'), dataIndex: 'code', sorter: true, width: 160 },
    { title: t('appropriation.project'), dataIndex: 'projectName', ellipsis: true },
    {
      title: t('appropriation.type'),
      dataIndex: 'type',
      width: 90,
      render: (type: string) => t(`appropriation.types.${type}`, { defaultValue: type }),
    },
    {
      title: t('appropriation.amount'),
      dataIndex: 'amount',
      sorter: true,
      align: 'right',
      width: 150,
      render: (value: string) => formatMoney(value),
    },
    { title: t('appropriation.payee'), dataIndex: 'payeeName', ellipsis: true, width: 180 },
    dateColumn<AppropriationListItem>(t(`appropriation.${dateField}`), dateField, i18n.language, {
      width: 120,
    }),
    {
      title: t('appropriation.status'),
      dataIndex: 'status',
      width: 100,
      render: (s: string) => <StatusTag status={s} />,
    },
  ];
  return (
    <ListCard
      key={view}
      title={t(`appropriation.title.${view}`)}
      searchPlaceholder={t('appropriation.search')}
      useList={useGetAppropriationsQuery}
      fixedParams={{ view }}
      columns={columns}
      renderFilters={() => (
        <Radio.Group
          type="button"
          value={view}
          onChange={(next: AppropriationView) => navigate(`/project/appropriation/${next}`)}
          options={VIEWS.map((value) => ({ value, label: t(`appropriation.title.${value}`) }))}
        />
      )}
    />
  );
}
