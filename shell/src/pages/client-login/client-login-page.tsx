import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { TokenResponse } from '@pm/domain/shapes';
import { DEFAULT_CLIENT_ROUTE } from '@pm/domain/routes';
import { clearSession } from '@pm/web/storage';
import { sessionApi } from '../../session/session-api';
import { storeToken } from '../../session/session-actions';
import { afterLoginPath, errorMessage, welcome } from '../shared-login/after-login';
import { LoginCard } from '../shared-login/login-card';
import { MobileLoginForm, type MobileLoginCalls } from '../shared-login/mobile-login-form';

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
  const navigate = useNavigate();
  const { search } = useLocation();
  const [error, setError] = useState('');

  function loggedIn(token: TokenResponse) {
    storeToken(token, 'client');
    welcome();
    navigate(afterLoginPath(search, DEFAULT_CLIENT_ROUTE), { replace: true });
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
