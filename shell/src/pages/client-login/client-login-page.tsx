import { useEffect, useRef, useState } from 'react';
import Form from '@arco-design/web-react/es/Form';
import Input from '@arco-design/web-react/es/Input';
import Button from '@arco-design/web-react/es/Button';
import Message from '@arco-design/web-react/es/Message';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { DEFAULT_CLIENT_ROUTE } from '@pm/shared/routes';
import { clientUserStorage, ruleStorage, tokenStorage } from '@pm/shared/storage';
import { sessionApi } from '../../session/session-api';
import { storeToken } from '../../session/session-actions';
import { afterLoginPath, errorMessage, welcome } from '../shared-login/after-login';
import { CaptchaField, type CaptchaHandle } from '../shared-login/captcha-field';
import { LoginCard } from '../shared-login/login-card';

interface ClientLoginForm {
  mobile: string;
  captcha: string;
  code: string;
}

const MOBILE = /^1\d{10}$/;
const RESEND_SECONDS = 60;

/** Client login: mobile + captcha + SMS code, then `/client/home` (specification §4). */
export default function ClientLoginPage() {
  const { t } = useTranslation(['common', 'shell']);
  const navigate = useNavigate();
  const { search } = useLocation();
  const [form] = Form.useForm<ClientLoginForm>();
  const captchaRef = useRef<CaptchaHandle>(null);
  const [error, setError] = useState('');
  const [loading, setLoading] = useState(false);
  const [countdown, setCountdown] = useState(0);

  useEffect(() => {
    if (countdown <= 0) return;
    const timer = setTimeout(() => setCountdown((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [countdown]);

  async function sendCode() {
    setError('');
    try {
      const { mobile = '', captcha = '' } = await form.validate(['mobile', 'captcha']);
      await sessionApi.clientSendCode({ mobile, captcha, captcha_id: captchaRef.current?.captchaId() ?? '' });
      Message.success(t('shell:clientLogin.sent'));
      setCountdown(RESEND_SECONDS);
    } catch (failure) {
      if (failure instanceof Error) setError(errorMessage(failure));
      captchaRef.current?.refresh();
      form.setFieldValue('captcha', '');
    }
  }

  async function submit(values: ClientLoginForm) {
    setLoading(true);
    setError('');
    try {
      storeToken(await sessionApi.clientMobileLogin({ mobile: values.mobile, code: values.code }), 'client');
      welcome();
      navigate(afterLoginPath(search, DEFAULT_CLIENT_ROUTE), { replace: true });
    } catch (failure) {
      ruleStorage.clear();
      tokenStorage.clear();
      clientUserStorage.clear();
      setError(errorMessage(failure));
    } finally {
      setLoading(false);
    }
  }

  return (
    <LoginCard title={t('login.clientTitle')} subtitle={t('login.title')} error={error}>
      <Form<ClientLoginForm> form={form} layout="vertical" onSubmit={submit}>
        <Form.Item
          field="mobile"
          label={t('login.form.mobile')}
          rules={[
            { required: true, message: t('login.form.mobile.required') },
            { match: MOBILE, message: t('login.form.mobile.invalid') },
          ]}
        >
          <Input placeholder={t('login.form.mobile.placeholder')} autoComplete="tel" maxLength={11} />
        </Form.Item>
        <Form.Item
          field="captcha"
          label={t('login.form.captcha')}
          rules={[{ required: true, message: t('login.form.captcha.required') }]}
        >
          <CaptchaField ref={captchaRef} fetchCaptcha={sessionApi.clientCaptcha} />
        </Form.Item>
        <Form.Item
          field="code"
          label={t('login.form.verifyCode')}
          rules={[{ required: true, message: t('login.form.verifyCode.required') }]}
        >
          <Input
            placeholder={t('login.form.verifyCode.placeholder')}
            maxLength={6}
            autoComplete="one-time-code"
            addAfter={
              <Button
                type="text"
                size="mini"
                disabled={countdown > 0}
                onClick={sendCode}
                data-testid="send-code"
              >
                {countdown > 0 ? t('login.form.resendIn', { s: countdown }) : t('login.form.sendCode')}
              </Button>
            }
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" long loading={loading}>
          {t('login.form.login')}
        </Button>
      </Form>
    </LoginCard>
  );
}
