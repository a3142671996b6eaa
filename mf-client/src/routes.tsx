import { Route, Routes } from 'react-router-dom';
import { PageNotFound } from '@pm/shared/ui';
import { HomePage } from './pages/home';

/** The beneficiary portal's pages (its prefix in remotes.json: /client). */
export function ClientRoutes() {
  return (
    <Routes>
      <Route path="/client/home" element={<HomePage />} />
      <Route path="*" element={<PageNotFound />} />
    </Routes>
  );
}
