import type { ReactNode } from 'react';
import Tabs from '@arco-design/web-react/es/Tabs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { ProjectDetail } from '@pm/domain/shapes';
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

const isTab = (value: string | null): value is DetailTab =>
  value !== null && (DETAIL_TABS as readonly string[]).includes(value);

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
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active: DetailTab = isTab(requested) ? requested : 'overview';

  const open = (tab: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', tab);
        return next;
      },
      // Switching sections is not a step of its own in the history: back leaves the project.
      { replace: true },
    );

  return (
    <Tabs activeTab={active} onChange={open} lazyload>
      {DETAIL_TABS.map((tab) => (
        <Tabs.TabPane key={tab} title={t(`detail.tab.${tab}`)}>
          {panes[tab](project)}
        </Tabs.TabPane>
      ))}
    </Tabs>
  );
}
