import { Route, Routes } from 'react-router-dom';
import { PageNotFound } from '@pm/shared/ui';
import { ApplyPage } from './pages/apply';
import { CreateSubProjectPage } from './pages/create-sub-project';
import { ProjectDetailPage } from './pages/project-detail';
import { ProjectListPage } from './pages/project-list';
import { ProtocolPage } from './pages/protocol';
import { ReportCreatePage } from './pages/report-create';

/** The pages this remote owns (its prefixes in remotes.json: /project/list, /project/report, /submit). */
export function ProjectsRoutes() {
  return (
    <Routes>
      <Route path="/project/list" element={<ProjectListPage />} />
      <Route path="/project/list/detail" element={<ProjectDetailPage />} />
      <Route path="/project/list/create-sub-project" element={<CreateSubProjectPage />} />
      <Route path="/project/report/create" element={<ReportCreatePage />} />
      <Route path="/submit/apply" element={<ApplyPage />} />
      <Route path="/submit/protocol" element={<ProtocolPage />} />
      <Route path="*" element={<PageNotFound />} />
    </Routes>
  );
}
