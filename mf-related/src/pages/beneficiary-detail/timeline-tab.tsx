import { useTranslation } from 'react-i18next';
import { TimelineView } from '@pm/web/ui';
import { useGetBeneficiaryTimelineQuery } from '../../features/beneficiary/api/get-beneficiary-timeline';
import { NS } from '../../locale';

/** Its history, newest first: created, edited, revealed, status changes, merges. */
export function TimelineTab({ id }: { id: number }) {
  const { t } = useTranslation(NS);
  const query = useGetBeneficiaryTimelineQuery(id);
  return (
    <TimelineView
      query={query}
      texts={{ system: t('beneficiary.timeline.system'), empty: t('beneficiary.detail.empty.timeline') }}
    />
  );
}
