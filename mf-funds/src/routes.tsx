import { Route, Routes } from 'react-router-dom';
import { PageNotFound } from '@pm/shared/ui';
import { AppropriationListPage } from './pages/appropriation-list';

/** The pages this remote owns (its prefixes in remotes.json: /project/appropriation, /project/budget). */
export function FundsRoutes() {
  return (
    <Routes>
      <Route path="/project/appropriation/unverified" element={<AppropriationListPage view="unverified" />} />
      <Route path="/project/appropriation/wait" element={<AppropriationListPage view="wait" />} />
      <Route path="/project/appropriation/already" element={<AppropriationListPage view="already" />} />
      <Route path="*" element={<PageNotFound />} />
    </Routes>
  );
}
