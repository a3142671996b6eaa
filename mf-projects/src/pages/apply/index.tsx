import { useTranslation } from 'react-i18next';
import type { ApplicationDetail, ApplicationListItem } from '@pm/domain/shapes';
import { applicationForm } from '@pm/domain/forms';
import { useSchemaLabel } from '@pm/web/ui';
import { APPLICATION_STATUSES, PROJECT_BUTTONS } from '@pm/domain/workflow';
import { useGetApplicationsQuery } from '../../shared/api/get-applications';
import { ApplicationDetailDrawer } from '../../features/application/components/application-detail-drawer';
import { ApplicationFormDrawer } from '../../features/application/components/application-form-drawer';
import { WorkQueuePage } from '../../shared/components/work-queue-page';
import { NS } from '../../locale';
import { applicationColumns } from './columns';

/** Project applications (`/submit/apply`): the review queue and the applicant's form. */
export function ApplyPage() {
  const { t, i18n } = useTranslation(NS);
  const label = useSchemaLabel(applicationForm);
  return (
    <WorkQueuePage<ApplicationListItem, ApplicationDetail>
      keyPrefix="apply"
      useList={useGetApplicationsQuery}
      columns={(onOpen) => applicationColumns({ t, label, locale: i18n.language, onOpen })}
      statuses={APPLICATION_STATUSES}
      createCode={PROJECT_BUTTONS.applicationCreate}
      renderForm={({ record, ...form }) => <ApplicationFormDrawer {...form} application={record} />}
      renderDetail={(detail) => <ApplicationDetailDrawer {...detail} />}
    />
  );
}
