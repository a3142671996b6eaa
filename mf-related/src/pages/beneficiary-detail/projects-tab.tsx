import Tag from '@arco-design/web-react/es/Tag';
import { useTranslation } from 'react-i18next';
import type { BeneficiaryProject } from '@pm/domain/shapes';
import { formatDate } from '@pm/web/i18n';
import { AmountText, RouterLink, StatusTag } from '@pm/web/ui';
import { useGetBeneficiaryProjectsQuery } from '../../features/beneficiary/api/get-beneficiary-projects';
import { projectDetailPath } from '../../shared/paths';
import { NS } from '../../locale';
import { SectionTable } from './section-table';

/** The projects and sub-projects it benefits from, each linked to its page. */
export function ProjectsTab({ id }: { id: number }) {
  const { t, i18n } = useTranslation(NS);
  const day = (value: string | null) => (value ? formatDate(value, i18n.language) : '-');
  return (
    <SectionTable<BeneficiaryProject>
      result={useGetBeneficiaryProjectsQuery(id)}
      empty={t('beneficiary.detail.empty.projects')}
      columns={[
        {
          title: t('beneficiary.detail.project'),
          dataIndex: 'name',
          render: (name: string, row) => (
            <>
              {row.parentId !== null && (
                <Tag size="small" color="arcoblue" style={{ marginRight: 4 }}>
                  {t('beneficiary.detail.subProject')}
                </Tag>
              )}
              <RouterLink to={projectDetailPath(row.id)}>
                {row.code} {name}
              </RouterLink>
            </>
          ),
        },
        {
          title: t('beneficiary.detail.parent'),
          dataIndex: 'parentName',
          render: (name: string | null, row) =>
            name && row.parentId !== null ? (
              <RouterLink to={projectDetailPath(row.parentId)}>{name}</RouterLink>
            ) : (
              '-'
            ),
        },
        {
          title: t('beneficiary.status'),
          dataIndex: 'status',
          width: 110,
          render: (status: string) => <StatusTag status={status} />,
        },
        {
          title: t('beneficiary.detail.period'),
          dataIndex: 'startDate',
          width: 210,
          render: (start: string | null, row) => `${day(start)} ~ ${day(row.endDate)}`,
        },
        {
          title: t('beneficiary.detail.approved'),
          dataIndex: 'approvedAmount',
          align: 'right',
          render: (value: string | null) => <AmountText value={value} />,
        },
        {
          title: t('beneficiary.detail.paid'),
          dataIndex: 'paidAmount',
          align: 'right',
          render: (value: string) => <AmountText value={value} />,
        },
      ]}
    />
  );
}
