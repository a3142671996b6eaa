import Empty from '@arco-design/web-react/es/Empty';
import Space from '@arco-design/web-react/es/Space';
import Timeline from '@arco-design/web-react/es/Timeline';
import Typography from '@arco-design/web-react/es/Typography';
import { useTranslation } from 'react-i18next';
import type { TimelineEntry } from '@pm/domain/shapes';
import { formatDateTime } from '@pm/web/i18n';
import { QueryState, StatusTag } from '@pm/web/ui';
import { useGetProjectTimelineQuery } from '../../features/project/api/get-project-timeline';
import { NS } from '../../locale';

/** `application.approve` → `approve`: the verb is named in the common `action.*` texts. */
const verbOf = (action: string) => action.slice(action.lastIndexOf('.') + 1);

function TimelineLine({ entry }: { entry: TimelineEntry }) {
  const { t } = useTranslation([NS, 'common']);
  const verb = verbOf(entry.action);
  return (
    <>
      <Space wrap>
        <Typography.Text bold>{entry.userName ?? t('detail.timeline.system')}</Typography.Text>
        <span>{t(`action.${verb}`, { ns: 'common', defaultValue: verb })}</span>
        <span>{t(`entity.${entry.entity}`, { ns: 'common', defaultValue: entry.entity })}</span>
        {entry.status && <StatusTag status={entry.status} entity={entry.entity} />}
      </Space>
      {entry.comment && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('detail.timeline.comment')}: {entry.comment}
        </Typography.Paragraph>
      )}
    </>
  );
}

/** The project's history, newest first: every logged change of it, its application, agreements and reports. */
export function TimelineTab({ projectId }: { projectId: number }) {
  const { t, i18n } = useTranslation(NS);
  const { data, isLoading, error, refetch } = useGetProjectTimelineQuery(projectId);
  return (
    <QueryState isLoading={isLoading} error={error} refetch={refetch}>
      {data && data.length === 0 ? (
        <Empty description={t('detail.timeline.empty')} />
      ) : (
        <Timeline labelPosition="relative">
          {/* Timeline reads its items' props: each child must be a Timeline.Item itself. */}
          {(data ?? []).map((entry) => (
            <Timeline.Item key={entry.id} label={formatDateTime(entry.createdAt, i18n.language)}>
              <TimelineLine entry={entry} />
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </QueryState>
  );
}
