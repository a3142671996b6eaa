import Space from '@arco-design/web-react/es/Space';
import Descriptions from '@arco-design/web-react/es/Descriptions';
import { useTranslation } from 'react-i18next';
import type { BeneficiaryPayment } from '@pm/domain/shapes';
import { formatDate } from '@pm/web/i18n';
import { AmountText, RouterLink, StatusTag } from '@pm/web/ui';
import { useGetBeneficiaryPaymentsQuery } from '../../features/beneficiary/api/get-beneficiary-payments';
import { projectDetailPath } from '../../shared/paths';
import { NS } from '../../locale';
import { SectionTable } from './section-table';

/** What it has received: the paid and pending sums, and every appropriation of its projects, newest first. */
export function PaymentsTab({ id }: { id: number }) {
  const { t, i18n } = useTranslation([NS, 'common']);
  const result = useGetBeneficiaryPaymentsQuery(id);
  const day = (value: string | null) => (value ? formatDate(value, i18n.language) : '-');
  const payments = result.data;
  return (
    <Space direction="vertical" size="medium" style={{ width: '100%' }}>
      {payments && (
        <Descriptions
          column={{ xs: 1, sm: 2 }}
          data={[
            { label: t('beneficiary.detail.totalPaid'), value: <AmountText value={payments.totalPaid} /> },
            {
              label: t('beneficiary.detail.totalPending'),
              value: <AmountText value={payments.totalPending} />,
            },
          ]}
        />
      )}
      <SectionTable<BeneficiaryPayment>
        result={{ ...result, data: payments?.list }}
        empty={t('beneficiary.detail.empty.payments')}
        columns={[
          { title: t('beneficiary.detail.paymentCode'), dataIndex: 'code', width: 160 },
          {
            title: t('beneficiary.detail.project'),
            dataIndex: 'projectName',
            render: (name: string, row) => (
              <RouterLink to={projectDetailPath(row.projectId)}>{name}</RouterLink>
            ),
          },
          { title: t('beneficiary.detail.agreement'), dataIndex: 'agreementNumber', width: 150 },
          {
            title: t('beneficiary.detail.paymentType'),
            dataIndex: 'type',
            width: 100,
            render: (type: string) => t(`beneficiary.paymentTypes.${type}`),
          },
          {
            title: t('beneficiary.detail.amount'),
            dataIndex: 'amount',
            align: 'right',
            width: 140,
            render: (value: string) => <AmountText value={value} />,
          },
          {
            title: t('beneficiary.status'),
            dataIndex: 'status',
            width: 100,
            render: (status: string) => <StatusTag status={status} entity="appropriation" />,
          },
          { title: t('beneficiary.detail.scheduled'), dataIndex: 'scheduledDate', width: 120, render: day },
          { title: t('beneficiary.detail.paidDate'), dataIndex: 'paidDate', width: 120, render: day },
        ]}
      />
    </Space>
  );
}
