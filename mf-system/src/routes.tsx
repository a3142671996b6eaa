import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageNotFound } from '@pm/web/ui';
import { PAGES, type PagePath } from './page-paths';
import { UserListPage } from './pages/user-list';

const elements: Record<PagePath, ReactElement> = {
  '/system/user': <UserListPage />,
};

/** The pages this remote owns (its prefix in remotes.json: /system). */
export function SystemRoutes() {
  return (
    <Routes>
      {PAGES.map((path) => (
        <Route key={path} path={path} element={elements[path]} />
      ))}
      <Route path="*" element={<PageNotFound />} />
    </Routes>
  );
}
