import { Navigate, Route, Routes } from 'react-router-dom';
import { PageNotFound } from '@pm/shared/ui';
import { AppropriationCreatePage } from './pages/appropriation-create';
import { AppropriationListPage } from './pages/appropriation-list';
import { BudgetPage } from './pages/budget';

/** The pages this remote owns (its prefixes in remotes.json: /project/appropriation, /project/budget). */
export function FundsRoutes() {
  return (
    <Routes>
      <Route
        path="/project/appropriation"
        element={<Navigate to="/project/appropriation/unverified" replace />}
      />
      <Route path="/project/appropriation/unverified" element={<AppropriationListPage view="unverified" />} />
      <Route path="/project/appropriation/wait" element={<AppropriationListPage view="wait" />} />
      <Route path="/project/appropriation/already" element={<AppropriationListPage view="already" />} />
      <Route path="/project/appropriation/create" element={<AppropriationCreatePage />} />
      <Route path="/project/budget" element={<BudgetPage />} />
      <Route path="*" element={<PageNotFound />} />
    </Routes>
  );
}
