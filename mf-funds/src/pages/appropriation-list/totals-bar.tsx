import Space from '@arco-design/web-react/es/Space';
import Typography from '@arco-design/web-react/es/Typography';
import { useTranslation } from 'react-i18next';
import type { AppropriationTotals } from '@pm/domain/shapes';
import { AmountText, StatusTag } from '@pm/web/ui';
import { NS } from '../../locale';

/** The count and sum of every row the filters match (not only this page), in all and per status. */
export function TotalsBar({ totals }: { totals: AppropriationTotals | undefined }) {
  const { t } = useTranslation(NS);
  if (!totals) return null;
  return (
    <section
      aria-label={t('appropriation.totals.title')}
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 24,
        alignItems: 'center',
        padding: '8px 12px',
        marginBottom: 12,
        background: 'var(--color-fill-1)',
        borderRadius: 4,
      }}
    >
      <Typography.Text bold>
        {t('appropriation.totals.count', { count: totals.count })}
        {' · '}
        {t('appropriation.totals.sum')} <AmountText value={totals.amount} short />
      </Typography.Text>
      {totals.byStatus.map((entry) => (
        <Space key={entry.status} size={4} data-testid={`totals-${entry.status}`}>
          <StatusTag status={entry.status} entity="appropriation" />
          <span>{t('appropriation.totals.count', { count: entry.count })}</span>
          <AmountText value={entry.amount} short />
        </Space>
      ))}
    </section>
  );
}
