import { useTranslation } from 'react-i18next';
import { TimelineView } from '@pm/web/ui';
import { useGetProjectTimelineQuery } from '../../features/project/api/get-project-timeline';
import { NS } from '../../locale';

/** The project's history, newest first: every logged change of it, its application, agreements and reports. */
export function TimelineTab({ projectId }: { projectId: number }) {
  const { t } = useTranslation(NS);
  const query = useGetProjectTimelineQuery(projectId);
  return (
    <TimelineView
      query={query}
      texts={{
        system: t('detail.timeline.system'),
        empty: t('detail.timeline.empty'),
        comment: t('detail.timeline.comment'),
      }}
    />
  );
}
