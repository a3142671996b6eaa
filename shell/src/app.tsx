import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { FullPageSpin } from './layout/full-page-spin';
import { useDocumentTitle } from './layout/use-document-title';
import { lazyWithPrompt } from './lazy-with-prompt';
import { useServices } from './services';

const LoginPage = lazyWithPrompt(() => import('./pages/login/login-page'));
const ClientLoginPage = lazyWithPrompt(() => import('./pages/client-login/client-login-page'));
const WelcomePage = lazyWithPrompt(() => import('./pages/welcome/welcome-page'));
// The signed-in frame (layout, menu, tab bar, message box, remotes) is its own chunk: the login page does not wait
// for it.
const GuardedRoute = lazyWithPrompt(() =>
  import('./guards/guarded-route').then((module) => ({ default: module.GuardedRoute })),
);

export function App() {
  const { clientHost } = useServices();
  useDocumentTitle();
  return (
    <Suspense fallback={<FullPageSpin />}>
      <Routes>
        <Route path="/" element={<Navigate to={clientHost ? '/client/login' : '/login'} replace />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/client/login" element={<ClientLoginPage />} />
        <Route path="/welcome" element={<WelcomePage />} />
        <Route path="*" element={<GuardedRoute />} />
      </Routes>
    </Suspense>
  );
}
