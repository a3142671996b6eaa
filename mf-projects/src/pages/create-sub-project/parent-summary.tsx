import Descriptions from '@arco-design/web-react/es/Descriptions';
import { useTranslation } from 'react-i18next';
import type { ProjectDetail } from '@pm/domain/shapes';
import { AmountText, StatusTag, RouterLink } from '@pm/web/ui';
import { projectDetailPath } from '../../shared/paths';
import { NS } from '../../locale';

/**
 * The parent's money at a glance: what it was approved, what it has requested for itself, what its sub-projects
 * hold, and what is left to give.
 */
export function ParentSummary({ parent, available }: { parent: ProjectDetail; available: string }) {
  const { t } = useTranslation(NS);
  return (
    <Descriptions
      column={{ xs: 1, md: 2, lg: 3 }}
      border
      style={{ marginBottom: 24 }}
      data={[
        {
          label: t('subProject.parent'),
          value: <RouterLink to={projectDetailPath(parent.id)}>{`${parent.code} ${parent.name}`}</RouterLink>,
        },
        { label: t('subProject.parentStatus'), value: <StatusTag status={parent.status} /> },
        { label: t('subProject.approved'), value: <AmountText value={parent.amounts.approvedAmount} /> },
        {
          label: t('subProject.appropriated'),
          value: <AmountText value={parent.amounts.appropriatedAmount} />,
        },
        {
          label: t('subProject.allocated'),
          value: <AmountText value={parent.amounts.allocatedToChildren} />,
        },
        { label: t('subProject.available'), value: <AmountText value={available} /> },
      ]}
    />
  );
}
