import { useState } from 'react';
import Tabs from '@arco-design/web-react/es/Tabs';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { TokenResponse } from '@pm/domain/shapes';
import { DEFAULT_STAFF_ROUTE } from '@pm/domain/routes';
import { ruleStorage, tokenStorage } from '@pm/web/storage';
import { sessionApi } from '../../session/session-api';
import { storeToken } from '../../session/session-actions';
import { afterLoginPath, errorMessage, welcome } from '../shared-login/after-login';
import { LoginCard } from '../shared-login/login-card';
import { MobileLoginForm, type MobileLoginCalls } from '../shared-login/mobile-login-form';
import { AccountLoginForm } from './account-login-form';

const staffMobileCalls: MobileLoginCalls = {
  captcha: sessionApi.staffCaptcha,
  sendCode: sessionApi.staffSendCode,
  login: sessionApi.staffMobileLogin,
};

/** Staff login: account (username, password, captcha) or mobile (SMS code) (specification §2, §4). */
export default function LoginPage() {
  const { t } = useTranslation(['common', 'shell']);
  const navigate = useNavigate();
  const { search } = useLocation();
  const [error, setError] = useState('');

  function loggedIn(token: TokenResponse) {
    storeToken(token, 'user');
    welcome();
    navigate(afterLoginPath(search, DEFAULT_STAFF_ROUTE), { replace: true });
  }

  function loginFailed(failure: unknown) {
    ruleStorage.clear();
    tokenStorage.clear();
    setError(errorMessage(failure));
  }

  const handlers = { onLoggedIn: loggedIn, onLoginFailed: loginFailed, onError: setError };
  return (
    <LoginCard title={t('login.title')} subtitle={t('shell:subtitle')} error={error}>
      {/* One form at a time: each tab has its own captcha, and a hidden one would only confuse autofill. */}
      <Tabs defaultActiveTab="account" destroyOnHide onChange={() => setError('')}>
        <Tabs.TabPane key="account" title={t('login.tab.account')}>
          <AccountLoginForm {...handlers} />
        </Tabs.TabPane>
        <Tabs.TabPane key="mobile" title={t('login.tab.mobile')}>
          <MobileLoginForm calls={staffMobileCalls} {...handlers} />
        </Tabs.TabPane>
      </Tabs>
    </LoginCard>
  );
}
