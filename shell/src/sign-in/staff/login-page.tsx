import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TokenResponse } from '@pm/domain/shapes';
import { DEFAULT_STAFF_ROUTE } from '@pm/domain/routes';
import { ruleStorage, tokenStorage } from '@pm/web/storage';
import { sessionApi } from '../../session/session-api';
import { errorMessage, finishSignIn } from '../shared/after-login';
import { LoginCard } from '../shared/login-card';
import { LoginTabs } from '../shared/login-tabs';
import { MobileLoginForm, type MobileLoginCalls } from '../shared/mobile-login-form';
import { usePageTitle } from '../shared/use-page-title';
import { AccountLoginForm } from './account-login-form';

const staffMobileCalls: MobileLoginCalls = {
  captcha: sessionApi.staffCaptcha,
  sendCode: sessionApi.staffSendCode,
  login: sessionApi.staffMobileLogin,
};

/** Staff login: account (username, password, captcha) or mobile (SMS code) (specification §2, §4). */
export default function LoginPage() {
  const { t } = useTranslation(['common', 'shell']);
  const [error, setError] = useState('');
  usePageTitle('menu.login');

  function loggedIn(token: TokenResponse) {
    return finishSignIn(token, 'user', DEFAULT_STAFF_ROUTE);
  }

  function loginFailed(failure: unknown) {
    ruleStorage.clear();
    tokenStorage.clear();
    setError(errorMessage(failure));
  }

  const handlers = { onLoggedIn: loggedIn, onLoginFailed: loginFailed, onError: setError };
  return (
    <LoginCard title={t('login.title')} subtitle={t('shell:subtitle')} error={error}>
      <LoginTabs
        onChange={() => setError('')}
        tabs={[
          { key: 'account', title: t('login.tab.account'), content: <AccountLoginForm {...handlers} /> },
          {
            key: 'mobile',
            title: t('login.tab.mobile'),
            content: <MobileLoginForm calls={staffMobileCalls} {...handlers} />,
          },
        ]}
      />
    </LoginCard>
  );
}
