import { useTranslation } from 'react-i18next';
import type { BeneficiaryAgreement } from '@pm/domain/shapes';
import { formatDate } from '@pm/web/i18n';
import { AmountText, RouterLink, StatusTag } from '@pm/web/ui';
import { useGetBeneficiaryAgreementsQuery } from '../../features/beneficiary/api/get-beneficiary-agreements';
import { projectDetailPath } from '../../shared/paths';
import { NS } from '../../locale';
import { SectionTable } from './section-table';

/** The agreements of its projects. */
export function AgreementsTab({ id }: { id: number }) {
  const { t, i18n } = useTranslation(NS);
  const day = (value: string) => formatDate(value, i18n.language);
  return (
    <SectionTable<BeneficiaryAgreement>
      result={useGetBeneficiaryAgreementsQuery(id)}
      empty={t('beneficiary.detail.empty.agreements')}
      columns={[
        { title: t('beneficiary.detail.agreementNumber'), dataIndex: 'number', width: 160 },
        {
          title: t('beneficiary.detail.project'),
          dataIndex: 'projectName',
          render: (name: string, row) => (
            <RouterLink to={projectDetailPath(row.projectId)}>{name}</RouterLink>
          ),
        },
        { title: t('beneficiary.detail.signed'), dataIndex: 'signedDate', width: 120, render: day },
        {
          title: t('beneficiary.detail.inForce'),
          dataIndex: 'effectiveDate',
          width: 220,
          render: (from: string, row) => `${day(from)} ~ ${day(row.expiryDate)}`,
        },
        {
          title: t('beneficiary.detail.amount'),
          dataIndex: 'totalAmount',
          align: 'right',
          render: (value: string) => <AmountText value={value} />,
        },
        {
          title: t('beneficiary.status'),
          dataIndex: 'status',
          width: 100,
          render: (status: string) => <StatusTag status={status} entity="agreement" />,
        },
      ]}
    />
  );
}
