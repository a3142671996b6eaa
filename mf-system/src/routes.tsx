import { Route, Routes } from 'react-router-dom';
import { PageNotFound } from '@pm/shared/ui';
import { UserListPage } from './pages/user-list';

/** The pages this remote owns (its prefix in remotes.json: /system). */
export function SystemRoutes() {
  return (
    <Routes>
      <Route path="/system/user" element={<UserListPage />} />
      <Route path="*" element={<PageNotFound />} />
    </Routes>
  );
}
