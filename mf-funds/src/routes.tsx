import type { ReactElement } from 'react';
import { Navigate, Route, Routes } from '@pm/web/router';
import { PageNotFound } from '@pm/web/ui';
import { PAGES, type PagePath } from './page-paths';
import { AppropriationCreatePage } from './pages/appropriation-create';
import { AppropriationListPage } from './pages/appropriation-list';
import { BudgetPage } from './pages/budget';

const elements: Record<PagePath, ReactElement> = {
  '/project/appropriation/unverified': <AppropriationListPage view="unverified" />,
  '/project/appropriation/wait': <AppropriationListPage view="wait" />,
  '/project/appropriation/already': <AppropriationListPage view="already" />,
  '/project/appropriation/create': <AppropriationCreatePage />,
  '/project/budget': <BudgetPage />,
};

/** The pages this remote owns (its prefixes in remotes.json: /project/appropriation, /project/budget). */
export function FundsRoutes() {
  return (
    <Routes>
      <Route
        path="/project/appropriation"
        element={<Navigate to="/project/appropriation/unverified" replace />}
      />
      {PAGES.map((path) => (
        <Route key={path} path={path} element={elements[path]} />
      ))}
      <Route path="*" element={<PageNotFound />} />
    </Routes>
  );
}
