import Descriptions from '@arco-design/web-react/es/Descriptions';
import Space from '@arco-design/web-react/es/Space';
import { useTranslation } from 'react-i18next';
import type { ProjectDetail } from '@pm/domain/shapes';
import { formatDate, formatNumber } from '@pm/web/i18n';
import { AmountText } from '@pm/web/ui';
import { NS } from '../../locale';

const dash = (value: string | null | undefined) => (value ? value : '-');

/**
 * The project's own fields and its money (approved − appropriated − allocated to sub-projects = remaining; paid ⊆
 * appropriated).
 */
export function OverviewTab({ project }: { project: ProjectDetail }) {
  const { t, i18n } = useTranslation(NS);
  const day = (value: string | null) => (value ? formatDate(value, i18n.language) : '-');
  const { amounts } = project;

  const facts = [
    { label: t('detail.department'), value: dash(project.departmentName) },
    { label: t('detail.manager'), value: dash(project.managerName) },
    {
      label: t('detail.partners'),
      value: project.partners.length ? project.partners.map((partner) => partner.name).join(', ') : '-',
    },
    { label: t('detail.area'), value: project.areaPath.length ? project.areaPath.join(' / ') : '-' },
    { label: t('detail.period'), value: `${day(project.startDate)} ~ ${day(project.endDate)}` },
    {
      label: t('detail.targetBeneficiaries'),
      value: formatNumber(project.targetBeneficiaries, i18n.language),
    },
    { label: t('detail.goal'), value: dash(project.goal), span: 3 },
  ];
  const money = [
    { label: t('detail.amount.planned'), value: <AmountText value={amounts.plannedBudget} short /> },
    { label: t('detail.amount.approved'), value: <AmountText value={amounts.approvedAmount} short /> },
    {
      label: t('detail.amount.appropriated'),
      value: <AmountText value={amounts.appropriatedAmount} short />,
    },
    { label: t('detail.amount.paid'), value: <AmountText value={amounts.paidAmount} short /> },
    { label: t('detail.amount.remaining'), value: <AmountText value={amounts.remainingAmount} short /> },
    {
      label: t('detail.amount.allocated'),
      value: <AmountText value={amounts.allocatedToChildren} short />,
    },
  ];

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Descriptions title={t('detail.basics')} data={facts} column={3} border />
      <Descriptions title={t('detail.amounts')} data={money} column={3} border />
    </Space>
  );
}
