import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectDetail } from '@pm/domain/shapes';
import { UrlTabs } from '@pm/web/ui';
import { NS } from '../../locale';
import { AgreementTab } from './agreement-tab';
import { FilesTab } from './files-tab';
import { FundsTab } from './funds-tab';
import { OverviewTab } from './overview-tab';
import { ReportsTab } from './reports-tab';
import { SubProjectsTab } from './sub-projects-tab';
import { TimelineTab } from './timeline-tab';

const DETAIL_TABS = [
  'overview',
  'sub-projects',
  'agreement',
  'funds',
  'reports',
  'files',
  'timeline',
] as const;
type DetailTab = (typeof DETAIL_TABS)[number];

const panes: Record<DetailTab, (project: ProjectDetail) => ReactNode> = {
  overview: (project) => <OverviewTab project={project} />,
  'sub-projects': (project) => <SubProjectsTab projectId={project.id} />,
  agreement: (project) => <AgreementTab projectId={project.id} />,
  funds: (project) => <FundsTab projectId={project.id} />,
  reports: (project) => <ReportsTab projectId={project.id} />,
  files: (project) => <FilesTab projectId={project.id} />,
  timeline: (project) => <TimelineTab projectId={project.id} />,
};

/** The sections of the page; the open one lives in `?tab=` so reload and back/forward keep it. */
export function DetailTabs({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation(NS);
  return (
    <UrlTabs tabs={DETAIL_TABS} title={(tab) => t(`detail.tab.${tab}`)} pane={(tab) => panes[tab](project)} />
  );
}
