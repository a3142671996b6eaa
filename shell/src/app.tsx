import { Suspense } from 'react';
import { Navigate, Route, Routes } from '@pm/web/router';
import { loadGuardedRoute } from './first-page';
import { FullPageSpin } from './layout/full-page-spin';
import { useDocumentTitle } from './layout/use-document-title';
import { lazyWithPrompt } from './lazy-with-prompt';
import { OpenSignInPage } from './pages/open-sign-in-page';
import { useServices } from './services';

const WelcomePage = lazyWithPrompt(() => import('./pages/welcome/welcome-page'));
// The signed-in frame (layout, menu, tab bar, message box, remotes) is its own chunk: the login page does not wait
// for it.
const GuardedRoute = lazyWithPrompt(() =>
  loadGuardedRoute().then((module) => ({ default: module.GuardedRoute })),
);

export function App() {
  const { clientHost } = useServices();
  useDocumentTitle();
  return (
    <Suspense fallback={<FullPageSpin />}>
      <Routes>
        <Route path="/" element={<Navigate to={clientHost ? '/client/login' : '/login'} replace />} />
        <Route path="/login" element={<OpenSignInPage />} />
        <Route path="/client/login" element={<OpenSignInPage />} />
        <Route path="/welcome" element={<WelcomePage />} />
        <Route path="*" element={<GuardedRoute />} />
      </Routes>
    </Suspense>
  );
}
