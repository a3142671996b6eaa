import type { ReactElement } from 'react';
import { Route, Routes } from '@pm/web/router';
import { PageNotFound } from '@pm/web/ui';
import { PAGES, type PagePath } from './page-paths';
import { MaterialListPage } from './pages/material-list';
import { ApprovalInboxPage } from './pages/approval-inbox';

const elements: Record<PagePath, ReactElement> = {
  '/archives/material': <MaterialListPage />,
  '/archives/approva': <ApprovalInboxPage />,
};

/** The pages this remote owns (its prefix in remotes.json: /archives). */
export function ArchivesRoutes() {
  return (
    <Routes>
      {PAGES.map((path) => (
        <Route key={path} path={path} element={elements[path]} />
      ))}
      <Route path="*" element={<PageNotFound />} />
    </Routes>
  );
}
