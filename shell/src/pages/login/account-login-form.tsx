import { useRef, useState } from 'react';
import Button from '@arco-design/web-react/es/Button';
import Form from '@arco-design/web-react/es/Form';
import Input from '@arco-design/web-react/es/Input';
import { useTranslation } from 'react-i18next';
import type { TokenResponse } from '@pm/domain/shapes';
import { lastUsername } from '../../session/last-username';
import { sessionApi } from '../../session/session-api';
import { CaptchaField, type CaptchaHandle } from '../shared-login/captcha-field';

interface AccountForm {
  username: string;
  password: string;
  captcha: string;
}

interface AccountLoginFormProps {
  onLoggedIn: (token: TokenResponse) => void;
  onLoginFailed: (error: unknown) => void;
  onError: (message: string) => void;
}

/** Username, password and captcha; the last username that signed in here is filled in. */
export function AccountLoginForm({ onLoggedIn, onLoginFailed, onError }: AccountLoginFormProps) {
  const { t } = useTranslation('common');
  const [form] = Form.useForm<AccountForm>();
  const captchaRef = useRef<CaptchaHandle>(null);
  const [loading, setLoading] = useState(false);
  const [initialValues] = useState(() => ({ username: lastUsername.get() }));

  async function submit(values: AccountForm) {
    setLoading(true);
    onError('');
    try {
      const token = await sessionApi.login({
        username: values.username,
        password: values.password,
        captcha: values.captcha,
        captcha_id: captchaRef.current?.captchaId() ?? '',
      });
      lastUsername.set(values.username);
      onLoggedIn(token);
    } catch (failure) {
      onLoginFailed(failure);
      // The captcha was used up by the attempt.
      form.setFieldValue('captcha', '');
      captchaRef.current?.refresh();
    } finally {
      setLoading(false);
    }
  }

  return (
    <Form<AccountForm>
      form={form}
      layout="vertical"
      onSubmit={submit}
      autoComplete="on"
      initialValues={initialValues}
    >
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
          autoFocus={Boolean(initialValues.username)}
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
  );
}
