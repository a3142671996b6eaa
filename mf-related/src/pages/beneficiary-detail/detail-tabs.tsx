import type { ReactNode } from 'react';
import Empty from '@arco-design/web-react/es/Empty';
import { useTranslation } from 'react-i18next';
import type { BeneficiaryDetail } from '@pm/domain/shapes';
import { UrlTabs } from '@pm/web/ui';
import { NS } from '../../locale';
import { AgreementsTab } from './agreements-tab';
import { ClientAccounts } from './client-accounts';
import { CorrectionsTab } from './corrections-tab';
import { FilesTab } from './files-tab';
import { PaymentsTab } from './payments-tab';
import { ProjectsTab } from './projects-tab';
import { ReportsTab } from './reports-tab';
import { TimelineTab } from './timeline-tab';

export const DETAIL_TABS = [
  'projects',
  'payments',
  'agreements',
  'reports',
  'certificates',
  'files',
  'accounts',
  'corrections',
  'timeline',
] as const;
export type DetailTab = (typeof DETAIL_TABS)[number];

/** No certificate is issued to beneficiaries yet (the certificates slice will add them): the section says so. */
function CertificatesTab() {
  const { t } = useTranslation(NS);
  return <Empty description={t('beneficiary.detail.empty.certificates')} />;
}

const panes: Record<DetailTab, (detail: BeneficiaryDetail) => ReactNode> = {
  projects: (detail) => <ProjectsTab id={detail.id} />,
  payments: (detail) => <PaymentsTab id={detail.id} />,
  agreements: (detail) => <AgreementsTab id={detail.id} />,
  reports: (detail) => <ReportsTab id={detail.id} />,
  certificates: () => <CertificatesTab />,
  files: (detail) => <FilesTab id={detail.id} />,
  accounts: (detail) => <ClientAccounts id={detail.id} editable={detail.status !== 'merged'} />,
  corrections: (detail) => <CorrectionsTab id={detail.id} editable={detail.status !== 'merged'} />,
  timeline: (detail) => <TimelineTab id={detail.id} />,
};

/** The sections of the page; the open one lives in `?tab=` so reload and back/forward keep it. */
export function DetailTabs({ detail }: { detail: BeneficiaryDetail }) {
  const { t } = useTranslation(NS);
  return (
    <UrlTabs
      tabs={DETAIL_TABS}
      title={(tab) => t(`beneficiary.detail.tab.${tab}`)}
      pane={(tab) => panes[tab](detail)}
    />
  );
}
