// The sign-in page itself (index.tsx loads it after the first paint): what the login forms need and nothing of
// the signed-in app — no federation runtime, registry, router, store or remote. Once the user starts on the form,
// the app is started behind it (warm-start.ts) and a login shows it in this document. Both pages are in this one chunk: split per page, each chunk came out larger than
// both together (webpack cannot concatenate modules that two chunks share).
import { createRoot } from 'react-dom/client';
import { configureHttp } from '@pm/web/api';
import { i18n } from '@pm/web/i18n';
import { registerSignInLocale } from '../locale/sign-in';
import { applyStoredAppearance } from './apply-stored-appearance';
import ClientLoginPage from './client/client-login-page';
import { setSignInRoot } from './page-root';
import { SignInApp } from './sign-in-app';
import LoginPage from './staff/login-page';
import { warmStartOnFirstInteraction } from './warm-start';
import { signInPageFor } from './which-page';

registerSignInLocale();
configureHttp({ baseURL: '/api' });
applyStoredAppearance();
document.documentElement.lang = i18n.language;
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from the sign-in page');
const root = createRoot(container);
setSignInRoot(root);
root.render(
  <SignInApp>
    {signInPageFor(window.location.pathname) === 'client' ? <ClientLoginPage /> : <LoginPage />}
  </SignInApp>,
);
warmStartOnFirstInteraction();
