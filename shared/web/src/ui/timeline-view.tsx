import Empty from '@arco-design/web-react/es/Empty';
import Space from '@arco-design/web-react/es/Space';
import Timeline from '@arco-design/web-react/es/Timeline';
import Typography from '@arco-design/web-react/es/Typography';
import { useTranslation } from 'react-i18next';
import type { TimelineEntry } from '@pm/domain/shapes';
import { formatDateTime } from '../i18n/format';
import { QueryState } from './query-state';
import { StatusTag } from './status-tag';

/** `application.approve` → `approve`: the verb is named in the common `action.*` texts. */
const verbOf = (action: string) => action.slice(action.lastIndexOf('.') + 1);

export interface TimelineTexts {
  /** Who did it when no person did (a job, the seed). */
  system: string;
  /** What an empty history says. */
  empty: string;
  /** Put before an entry's comment ("Comment: …"); the comment alone when not given. */
  comment?: string;
}

function TimelineLine({ entry, texts }: { entry: TimelineEntry; texts: TimelineTexts }) {
  const { t } = useTranslation('common');
  const verb = verbOf(entry.action);
  return (
    <>
      <Space wrap>
        <Typography.Text bold>{entry.userName ?? texts.system}</Typography.Text>
        <span>{t(`action.${verb}`, { defaultValue: verb })}</span>
        <span>{t(`entity.${entry.entity}`, { defaultValue: entry.entity })}</span>
        {entry.status && <StatusTag status={entry.status} entity={entry.entity} />}
      </Space>
      {entry.comment && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {texts.comment ? `${texts.comment}: ${entry.comment}` : entry.comment}
        </Typography.Paragraph>
      )}
    </>
  );
}

export interface TimelineViewProps {
  /** The timeline call's state (an RTK Query hook's result). */
  query: { data?: TimelineEntry[]; isLoading: boolean; error?: unknown; refetch: () => unknown };
  texts: TimelineTexts;
}

/** A record's history, newest first (as the server orders it): who did what, with its status and comment. */
export function TimelineView({ query: { data, isLoading, error, refetch }, texts }: TimelineViewProps) {
  const { i18n } = useTranslation();
  return (
    <QueryState isLoading={isLoading} error={error} refetch={refetch}>
      {data && data.length === 0 ? (
        <Empty description={texts.empty} />
      ) : (
        <Timeline labelPosition="relative">
          {/* Timeline reads its items' props: each child must be a Timeline.Item itself. */}
          {(data ?? []).map((entry) => (
            <Timeline.Item key={entry.id} label={formatDateTime(entry.createdAt, i18n.language)}>
              <TimelineLine entry={entry} texts={texts} />
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </QueryState>
  );
}
