import Empty from '@arco-design/web-react/es/Empty';
import Timeline from '@arco-design/web-react/es/Timeline';
import Typography from '@arco-design/web-react/es/Typography';
import { useTranslation } from 'react-i18next';
import type { BudgetRevision } from '@pm/domain/shapes';
import { formatDateTime } from '@pm/web/i18n';
import { formatMoney } from '@pm/domain/money';
import { NS } from '../../locale';

/** The approved revisions, newest first: who approved which plan when, and why. */
export function RevisionsList({ revisions }: { revisions: readonly BudgetRevision[] }) {
  const { t, i18n } = useTranslation(NS);
  if (revisions.length === 0) return <Empty description={t('budget.revisions.none')} />;
  return (
    <Timeline>
      {revisions.map((revision) => (
        <Timeline.Item key={revision.revision} label={formatDateTime(revision.approvedAt, i18n.language)}>
          {t('budget.revisions.entry', {
            revision: revision.revision,
            amount: formatMoney(revision.plannedAmount),
            by: revision.approvedByName ?? '-',
          })}
          {revision.comment && (
            <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
              {revision.comment}
            </Typography.Paragraph>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
