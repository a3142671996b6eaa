import { useTranslation } from 'react-i18next';
import type { AgreementDetail, AgreementListItem } from '@pm/domain/shapes';
import { agreementForm } from '@pm/domain/forms';
import { useSchemaLabel } from '@pm/web/ui';
import { AGREEMENT_STATUSES, PROJECT_BUTTONS } from '@pm/domain/workflow';
import { useGetAgreementsQuery } from '../../features/agreement/api/get-agreements';
import { AgreementDetailDrawer } from '../../features/agreement/components/agreement-detail-drawer';
import { AgreementFormDrawer } from '../../features/agreement/components/agreement-form-drawer';
import { WorkQueuePage } from '../../shared/components/work-queue-page';
import { NS } from '../../locale';
import { agreementColumns } from './columns';

/** Agreements (`/submit/protocol`): drafting, approval and their files. */
export function ProtocolPage() {
  const { t, i18n } = useTranslation(NS);
  const label = useSchemaLabel(agreementForm);
  return (
    <WorkQueuePage<AgreementListItem, AgreementDetail>
      keyPrefix="protocol"
      useList={useGetAgreementsQuery}
      columns={(onOpen) => agreementColumns({ t, label, locale: i18n.language, onOpen })}
      statuses={AGREEMENT_STATUSES}
      entity="agreement"
      createCode={PROJECT_BUTTONS.agreementCreate}
      renderForm={({ record, ...form }) => <AgreementFormDrawer {...form} agreement={record} />}
      renderDetail={(detail) => <AgreementDetailDrawer {...detail} />}
    />
  );
}
