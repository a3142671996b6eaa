import Empty from '@arco-design/web-react/es/Empty';
import Space from '@arco-design/web-react/es/Space';
import Timeline from '@arco-design/web-react/es/Timeline';
import Typography from '@arco-design/web-react/es/Typography';
import { useTranslation } from 'react-i18next';
import type { ApprovalHistoryEntry } from '@pm/domain/shapes';
import { formatDateTime } from '@pm/web/i18n';
import { NS } from '../../../locale';

/** The instance's history as the server orders it: who did what at which node, when, to whom, with what comment. */
export function HistoryTimeline({ history }: { history: readonly ApprovalHistoryEntry[] }) {
  const { t, i18n } = useTranslation(NS);
  if (history.length === 0) return <Empty description={t('approvalDetail.noHistory')} />;
  return (
    <Timeline>
      {history.map((entry) => (
        <Timeline.Item key={entry.id} label={formatDateTime(entry.at, i18n.language)}>
          <Space wrap size={6}>
            <Typography.Text bold>{entry.actor}</Typography.Text>
            <span>{t(`approvalDetail.did.${entry.action}`)}</span>
            {entry.target && <span>{t('approvalDetail.target', { user: entry.target })}</span>}
            <Typography.Text type="secondary">{entry.nodeName}</Typography.Text>
          </Space>
          {entry.comment && (
            <Typography.Paragraph style={{ marginBottom: 0 }}>
              {t('approvalDetail.comment', { comment: entry.comment })}
            </Typography.Paragraph>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
