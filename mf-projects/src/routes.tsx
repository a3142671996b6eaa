import { Route, Routes } from 'react-router-dom';
import { PageNotFound } from '@pm/shared/ui';
import { ProjectListPage } from './pages/project-list';

/** The pages this remote owns (its prefixes in remotes.json: /project/list, /project/report, /submit). */
export function ProjectsRoutes() {
  return (
    <Routes>
      <Route path="/project/list" element={<ProjectListPage />} />
      <Route path="*" element={<PageNotFound />} />
    </Routes>
  );
}
