import Empty from '@arco-design/web-react/es/Empty';
import Space from '@arco-design/web-react/es/Space';
import Timeline from '@arco-design/web-react/es/Timeline';
import Typography from '@arco-design/web-react/es/Typography';
import { useTranslation } from 'react-i18next';
import type { TimelineEntry } from '@pm/domain/shapes';
import { formatDateTime } from '@pm/web/i18n';
import { StatusTag } from '@pm/web/ui';
import { NS } from '../../../locale';
import { appropriationActionLabel } from '../status-label';

/** `appropriation.verify` → `verify`. */
const verbOf = (action: string) => action.slice(action.lastIndexOf('.') + 1);

/** Every step of the appropriation, newest first, from the operation log: who, what, when, and why. */
export function AppropriationHistory({ history }: { history: TimelineEntry[] }) {
  const { t, i18n } = useTranslation([NS, 'common']);
  if (history.length === 0) return <Empty description={t('appropriation.detail.noHistory')} />;
  return (
    <Timeline labelPosition="relative" aria-label={t('appropriation.detail.history')}>
      {/* Timeline reads its items' props: each child must be a Timeline.Item itself. */}
      {history.map((entry) => (
        <Timeline.Item key={entry.id} label={formatDateTime(entry.createdAt, i18n.language)}>
          <Space wrap>
            <Typography.Text bold>{entry.userName ?? t('appropriation.detail.system')}</Typography.Text>
            <span>{appropriationActionLabel(t, verbOf(entry.action))}</span>
            {entry.status && <StatusTag status={entry.status} entity="appropriation" />}
          </Space>
          {entry.comment && (
            <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
              {t('appropriation.detail.comment')}: {entry.comment}
            </Typography.Paragraph>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
