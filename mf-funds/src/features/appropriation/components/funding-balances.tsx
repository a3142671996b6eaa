import Descriptions from '@arco-design/web-react/es/Descriptions';
import { useTranslation } from 'react-i18next';
import type { ProjectFunding } from '@pm/domain/shapes';
import { AmountText } from '@pm/web/ui';
import { NS } from '../../../locale';

/** The chosen project's money: approved, appropriated (not released), paid, and what may still be appropriated. */
export function FundingBalances({ funding }: { funding: ProjectFunding }) {
  const { t } = useTranslation(NS);
  const item = (key: string, value: string | null) => ({
    label: t(`appropriation.balances.${key}`),
    value: <AmountText value={value} />,
  });
  return (
    <section aria-label={t('appropriation.balances.title')}>
      <Descriptions
        title={t('appropriation.balances.title')}
        column={{ xs: 1, md: 2, lg: 4 }}
        border
        size="small"
        style={{ marginBottom: 16 }}
        data={[
          item('approved', funding.approvedAmount),
          item('appropriated', funding.appropriatedAmount),
          item('paid', funding.paidAmount),
          item('available', funding.availableAmount),
        ]}
      />
    </section>
  );
}
