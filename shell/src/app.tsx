import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { FullPageSpin } from './layout/full-page-spin';
import { GuardedRoute } from './guards/guarded-route';
import { lazyWithPrompt } from './lazy-with-prompt';
import { useServices } from './services';

const LoginPage = lazyWithPrompt(() => import('./pages/login/login-page'));
const ClientLoginPage = lazyWithPrompt(() => import('./pages/client-login/client-login-page'));
const WelcomePage = lazyWithPrompt(() => import('./pages/welcome/welcome-page'));

export function App() {
  const { clientHost } = useServices();
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
