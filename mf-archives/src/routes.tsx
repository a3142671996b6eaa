import { Route, Routes } from 'react-router-dom';
import { PageNotFound } from '@pm/shared/ui';
import { MaterialListPage } from './pages/material-list';

/** The pages this remote owns (its prefix in remotes.json: /archives). */
export function ArchivesRoutes() {
  return (
    <Routes>
      <Route path="/archives/material" element={<MaterialListPage />} />
      <Route path="*" element={<PageNotFound />} />
    </Routes>
  );
}
