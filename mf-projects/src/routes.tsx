import type { ReactElement } from 'react';
import { Route, Routes } from '@pm/web/router';
import { PageNotFound } from '@pm/web/ui';
import { PAGES, type PagePath } from './page-paths';
import { ApplyPage } from './pages/apply';
import { CreateSubProjectPage } from './pages/create-sub-project';
import { ProjectDetailPage } from './pages/project-detail';
import { ProjectListPage } from './pages/project-list';
import { ProtocolPage } from './pages/protocol';
import { ReportCreatePage } from './pages/report-create';

const elements: Record<PagePath, ReactElement> = {
  '/project/list': <ProjectListPage />,
  '/project/list/detail': <ProjectDetailPage />,
  '/project/list/create-sub-project': <CreateSubProjectPage />,
  '/project/report/create': <ReportCreatePage />,
  '/submit/apply': <ApplyPage />,
  '/submit/protocol': <ProtocolPage />,
};

/** The pages this remote owns (its prefixes in remotes.json: /project/list, /project/report, /submit). */
export function ProjectsRoutes() {
  return (
    <Routes>
      {PAGES.map((path) => (
        <Route key={path} path={path} element={elements[path]} />
      ))}
      <Route path="*" element={<PageNotFound />} />
    </Routes>
  );
}
