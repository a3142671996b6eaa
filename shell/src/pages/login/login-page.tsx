import { useRef, useState } from 'react';
import Form from '@arco-design/web-react/es/Form';
import Input from '@arco-design/web-react/es/Input';
import Button from '@arco-design/web-react/es/Button';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { DEFAULT_STAFF_ROUTE } from '@pm/shared/routes';
import { ruleStorage, tokenStorage } from '@pm/shared/storage';
import { sessionApi } from '../../session/session-api';
import { storeToken } from '../../session/session-actions';
import { afterLoginPath, errorMessage, welcome } from '../shared-login/after-login';
import { CaptchaField, type CaptchaHandle } from '../shared-login/captcha-field';
import { LoginCard } from '../shared-login/login-card';

interface LoginForm {
  username: string;
  password: string;
  captcha: string;
}

/** Staff login: username, password, captcha (specification §2, §4). */
export default function LoginPage() {
  const { t } = useTranslation(['common', 'shell']);
  const navigate = useNavigate();
  const { search } = useLocation();
  const [form] = Form.useForm<LoginForm>();
  const captchaRef = useRef<CaptchaHandle>(null);
  const [error, setError] = useState('');
  const [loading, setLoading] = useState(false);

  async function submit(values: LoginForm) {
    setLoading(true);
    setError('');
    try {
      const token = await sessionApi.login({
        username: values.username,
        password: values.password,
        captcha: values.captcha,
        captcha_id: captchaRef.current?.captchaId() ?? '',
      });
      storeToken(token, 'user');
      welcome();
      navigate(afterLoginPath(search, DEFAULT_STAFF_ROUTE), { replace: true });
    } catch (failure) {
      ruleStorage.clear();
      tokenStorage.clear();
      setError(errorMessage(failure));
      form.setFieldValue('captcha', '');
      captchaRef.current?.refresh();
    } finally {
      setLoading(false);
    }
  }

  return (
    <LoginCard title={t('login.title')} subtitle={t('shell:subtitle')} error={error}>
      <Form<LoginForm> form={form} layout="vertical" onSubmit={submit} autoComplete="on">
        <Form.Item
          field="username"
          label={t('login.form.username')}
          rules={[{ required: true, message: t('login.form.username.required') }]}
        >
          <Input placeholder={t('login.form.username.placeholder')} autoComplete="username" />
        </Form.Item>
        <Form.Item
          field="password"
          label={t('login.form.password')}
          rules={[{ required: true, message: t('login.form.password.required') }]}
        >
          <Input.Password
            placeholder={t('login.form.password.placeholder')}
            autoComplete="current-password"
          />
        </Form.Item>
        <Form.Item
          field="captcha"
          label={t('login.form.captcha')}
          rules={[{ required: true, message: t('login.form.captcha.required') }]}
        >
          <CaptchaField ref={captchaRef} fetchCaptcha={sessionApi.staffCaptcha} />
        </Form.Item>
        <Button type="primary" htmlType="submit" long loading={loading}>
          {t('login.form.login')}
        </Button>
      </Form>
    </LoginCard>
  );
}
