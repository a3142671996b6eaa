import type { ReactElement } from 'react';
import { Route, Routes } from '@pm/web/router';
import { PageNotFound } from '@pm/web/ui';
import { PAGES, type PagePath } from './page-paths';
import { FinancesPage } from './pages/finances';
import { CertPage } from './pages/cert';
import { HomePage } from './pages/home';
import { ReportPage } from './pages/report';

const elements: Record<PagePath, ReactElement> = {
  '/client/home': <HomePage />,
  '/client/finances': <FinancesPage />,
  '/client/cert': <CertPage />,
  '/client/report': <ReportPage />,
};

/** The beneficiary portal's pages (its prefix in remotes.json: /client). */
export function ClientRoutes() {
  return (
    <Routes>
      {PAGES.map((path) => (
        <Route key={path} path={path} element={elements[path]} />
      ))}
      <Route path="*" element={<PageNotFound />} />
    </Routes>
  );
}
