// The sign-in page itself (index.tsx loads it after the first paint): what the login forms need and nothing of
// the signed-in app — no federation runtime, registry, router, store or remote. A successful login opens the app
// as a page load of its own. Both pages are in this one chunk: split per page, each chunk came out larger than
// both together (webpack cannot concatenate modules that two chunks share).
import { createRoot } from 'react-dom/client';
import { configureHttp } from '@pm/web/api';
import { i18n } from '@pm/web/i18n';
import { registerSignInLocale } from '../locale/sign-in';
import { applyStoredAppearance } from './apply-stored-appearance';
import ClientLoginPage from './client/client-login-page';
import { prefetchSignedInAppOnFirstInteraction } from './prefetch-signed-in-app';
import { SignInApp } from './sign-in-app';
import LoginPage from './staff/login-page';
import { signInPageFor } from './which-page';

registerSignInLocale();
configureHttp({ baseURL: '/api' });
applyStoredAppearance();
document.documentElement.lang = i18n.language;
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from the sign-in page');
createRoot(container).render(
  <SignInApp>
    {signInPageFor(window.location.pathname) === 'client' ? <ClientLoginPage /> : <LoginPage />}
  </SignInApp>,
);
prefetchSignedInAppOnFirstInteraction();
