import { useCallback, useMemo, useRef, useState, type FormEvent } from 'react';
import Button from '@arco-design/web-react/es/Button';
import Input from '@arco-design/web-react/es/Input';
import { useTranslation } from 'react-i18next';
import type { TokenResponse } from '@pm/domain/shapes';
import { lastUsername } from '../../session/last-username';
import { sessionApi } from '../../session/session-api';
import { errorMessage } from '../shared/after-login';
import { CaptchaField, type CaptchaHandle } from '../shared/captcha-field';
import { FormField } from '../shared/form-field';
import { controlId, useSignInForm, type FieldRule } from '../shared/sign-in-form';

interface AccountForm extends Record<string, string> {
  username: string;
  password: string;
  captcha: string;
}

interface AccountLoginFormProps {
  /** Resolves once the app has taken over (the button stays busy until then). */
  onLoggedIn: (token: TokenResponse) => void | Promise<void>;
  onLoginFailed: (error: unknown) => void;
  onError: (message: string) => void;
}

const required =
  (message: string): FieldRule<AccountForm> =>
  (value) =>
    value ? undefined : message;

/** Username, password and captcha; the last username that signed in here is filled in. */
export function AccountLoginForm({ onLoggedIn, onLoginFailed, onError }: AccountLoginFormProps) {
  const { t } = useTranslation('common');
  const rules = useMemo(
    () => ({
      username: [required(t('login.form.username.required'))],
      password: [required(t('login.form.password.required'))],
      captcha: [required(t('login.form.captcha.required'))],
    }),
    [t],
  );
  const [rememberedUsername] = useState(() => lastUsername.get());
  const form = useSignInForm<AccountForm>({ username: rememberedUsername, password: '', captcha: '' }, rules);
  const captchaRef = useRef<CaptchaHandle>(null);
  const [loading, setLoading] = useState(false);
  const captchaFailed = useCallback((failure: unknown) => onError(errorMessage(failure)), [onError]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const values = form.validate();
    if (!values) return;
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
      await onLoggedIn(token);
    } catch (failure) {
      onLoginFailed(failure);
      // The captcha was used up by the attempt.
      form.reset('captcha');
      captchaRef.current?.refresh();
    } finally {
      setLoading(false);
    }
  }

  return (
    <form className="arco-form arco-form-vertical arco-form-size-default" onSubmit={submit} noValidate>
      <FormField name="username" label={t('login.form.username')} required error={form.errors.username}>
        <Input
          id={controlId('username')}
          value={form.values.username}
          onChange={(value) => form.change('username', value)}
          status={form.errors.username ? 'error' : undefined}
          placeholder={t('login.form.username.placeholder')}
          autoComplete="username"
        />
      </FormField>
      <FormField name="password" label={t('login.form.password')} required error={form.errors.password}>
        <Input.Password
          id={controlId('password')}
          value={form.values.password}
          onChange={(value) => form.change('password', value)}
          status={form.errors.password ? 'error' : undefined}
          placeholder={t('login.form.password.placeholder')}
          autoComplete="current-password"
          autoFocus={Boolean(rememberedUsername)}
        />
      </FormField>
      <FormField name="captcha" label={t('login.form.captcha')} required error={form.errors.captcha}>
        <CaptchaField
          ref={captchaRef}
          id={controlId('captcha')}
          error={Boolean(form.errors.captcha)}
          value={form.values.captcha}
          onChange={(value) => form.change('captcha', value)}
          fetchCaptcha={sessionApi.staffCaptcha}
          onFetchFailed={captchaFailed}
        />
      </FormField>
      <Button type="primary" htmlType="submit" long loading={loading}>
        {t('login.form.login')}
      </Button>
    </form>
  );
}
