import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TokenResponse } from '@pm/domain/shapes';
import { DEFAULT_CLIENT_ROUTE } from '@pm/domain/routes';
import { clearSession } from '@pm/web/storage';
import { sessionApi } from '../../session/session-api';
import { errorMessage, finishSignIn } from '../shared/after-login';
import { LoginCard } from '../shared/login-card';
import { MobileLoginForm, type MobileLoginCalls } from '../shared/mobile-login-form';
import { usePageTitle } from '../shared/use-page-title';

const clientMobileCalls: MobileLoginCalls = {
  captcha: sessionApi.clientCaptcha,
  sendCode: sessionApi.clientSendCode,
  login: sessionApi.clientMobileLogin,
};

/**
 * Client login: mobile + captcha + SMS code, then `/client/home` with the marker 'client' (specification §4).
 * The guard then loads the beneficiary and keeps it as 'clientUser'.
 */
export default function ClientLoginPage() {
  const { t } = useTranslation(['common', 'shell']);
  const [error, setError] = useState('');
  usePageTitle('menu.clientLogin');

  function loggedIn(token: TokenResponse) {
    return finishSignIn(token, 'client', DEFAULT_CLIENT_ROUTE);
  }

  function loginFailed(failure: unknown) {
    // Token, marker and client user: a failed client login leaves no trace of an earlier session.
    clearSession();
    setError(errorMessage(failure));
  }

  return (
    <LoginCard title={t('login.clientTitle')} subtitle={t('login.title')} error={error}>
      <MobileLoginForm
        calls={clientMobileCalls}
        onLoggedIn={loggedIn}
        onLoginFailed={loginFailed}
        onError={setError}
      />
    </LoginCard>
  );
}
