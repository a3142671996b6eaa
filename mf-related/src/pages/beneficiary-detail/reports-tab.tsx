import { useTranslation } from 'react-i18next';
import type { BeneficiaryReport } from '@pm/domain/shapes';
import { formatDateTime } from '@pm/web/i18n';
import { AmountText, RouterLink, StatusTag } from '@pm/web/ui';
import { useGetBeneficiaryReportsQuery } from '../../features/beneficiary/api/get-beneficiary-reports';
import { projectDetailPath } from '../../shared/paths';
import { NS } from '../../locale';
import { SectionTable } from './section-table';

/** The stage reports of its projects. */
export function ReportsTab({ id }: { id: number }) {
  const { t, i18n } = useTranslation(NS);
  return (
    <SectionTable<BeneficiaryReport>
      result={useGetBeneficiaryReportsQuery(id)}
      empty={t('beneficiary.detail.empty.reports')}
      columns={[
        { title: t('beneficiary.detail.reportCode'), dataIndex: 'code', width: 160 },
        { title: t('beneficiary.detail.reportTitle'), dataIndex: 'title', ellipsis: true },
        {
          title: t('beneficiary.detail.project'),
          dataIndex: 'projectName',
          render: (name: string, row) => (
            <RouterLink to={projectDetailPath(row.projectId)}>{name}</RouterLink>
          ),
        },
        {
          title: t('beneficiary.detail.spent'),
          dataIndex: 'amountSpent',
          align: 'right',
          render: (value: string) => <AmountText value={value} />,
        },
        {
          title: t('beneficiary.status'),
          dataIndex: 'status',
          width: 110,
          render: (status: string) => <StatusTag status={status} />,
        },
        {
          title: t('beneficiary.detail.submitted'),
          dataIndex: 'submittedAt',
          width: 170,
          render: (value: string | null) => (value ? formatDateTime(value, i18n.language) : '-'),
        },
      ]}
    />
  );
}
