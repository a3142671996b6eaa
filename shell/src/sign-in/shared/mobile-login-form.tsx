import { useCallback, useMemo, useRef, useState, type FormEvent } from 'react';
import Button from '@arco-design/web-react/es/Button';
import Input from '@arco-design/web-react/es/Input';
import Message from '@arco-design/web-react/es/Message';
import { useTranslation } from 'react-i18next';
import type { CaptchaResponse, MobileLoginBody, SendVerifyCodeBody, TokenResponse } from '@pm/domain/shapes';
import { errorMessage } from './after-login';
import { CaptchaField, type CaptchaHandle } from './captcha-field';
import { FormField } from './form-field';
import { controlId, useSignInForm } from './sign-in-form';
import { SmsCodeField } from './sms-code-field';

interface MobileForm extends Record<string, string> {
  mobile: string;
  captcha: string;
  code: string;
}

/** The three calls of a mobile login: the staff and the client side each have their own. */
export interface MobileLoginCalls {
  captcha: () => Promise<CaptchaResponse>;
  sendCode: (body: SendVerifyCodeBody) => Promise<unknown>;
  login: (body: MobileLoginBody) => Promise<TokenResponse>;
}

interface MobileLoginFormProps {
  calls: MobileLoginCalls;
  /** Resolves once the app has taken over (the button stays busy until then). */
  onLoggedIn: (token: TokenResponse) => void | Promise<void>;
  /** A failed login: the page clears what it stored and shows the server's error. */
  onLoginFailed: (error: unknown) => void;
  /** Shows (or with '' clears) an error above the form. */
  onError: (message: string) => void;
}

const MOBILE = /^1\d{10}$/;

/** Mobile + captcha → SMS code → login. The captcha guards sending the code only, so a login never needs it. */
export function MobileLoginForm({ calls, onLoggedIn, onLoginFailed, onError }: MobileLoginFormProps) {
  const { t } = useTranslation(['common', 'shell']);
  // True while a code is being asked for: only then is the captcha required.
  const sending = useRef(false);
  const rules = useMemo(
    () => ({
      mobile: [
        (value: string) => (value ? undefined : t('login.form.mobile.required')),
        (value: string) => (MOBILE.test(value) ? undefined : t('login.form.mobile.invalid')),
      ],
      captcha: [
        (value: string) => (sending.current && !value ? t('login.form.captcha.required') : undefined),
      ],
      code: [(value: string) => (value ? undefined : t('login.form.verifyCode.required'))],
    }),
    [t],
  );
  const form = useSignInForm<MobileForm>({ mobile: '', captcha: '', code: '' }, rules);
  const captchaRef = useRef<CaptchaHandle>(null);
  const [loading, setLoading] = useState(false);
  const captchaFailed = useCallback((failure: unknown) => onError(errorMessage(failure)), [onError]);

  async function sendCode(): Promise<boolean> {
    onError('');
    sending.current = true;
    const values = form.validate(['mobile', 'captcha']);
    sending.current = false;
    // Shown on the fields themselves.
    if (!values) return false;
    try {
      await calls.sendCode({
        mobile: values.mobile,
        captcha: values.captcha,
        captcha_id: captchaRef.current?.captchaId() ?? '',
      });
      Message.success(t('shell:login.codeSent'));
      return true;
    } catch (failure) {
      onError(errorMessage(failure));
      return false;
    } finally {
      // The server has used the captcha up, whatever it answered: the next send needs a new one.
      form.reset('captcha');
      captchaRef.current?.refresh();
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const values = form.validate(['mobile', 'code']);
    if (!values) return;
    setLoading(true);
    onError('');
    try {
      await onLoggedIn(await calls.login({ mobile: values.mobile, code: values.code }));
    } catch (failure) {
      onLoginFailed(failure);
    } finally {
      setLoading(false);
    }
  }

  return (
    <form className="arco-form arco-form-vertical arco-form-size-default" onSubmit={submit} noValidate>
      <FormField name="mobile" label={t('login.form.mobile')} required error={form.errors.mobile}>
        <Input
          id={controlId('mobile')}
          value={form.values.mobile}
          onChange={(value) => form.change('mobile', value)}
          status={form.errors.mobile ? 'error' : undefined}
          placeholder={t('login.form.mobile.placeholder')}
          autoComplete="tel"
          inputMode="tel"
          maxLength={11}
        />
      </FormField>
      <FormField
        name="captcha"
        label={t('login.form.captcha')}
        extra={t('shell:login.captchaForCode')}
        error={form.errors.captcha}
      >
        <CaptchaField
          ref={captchaRef}
          id={controlId('captcha')}
          error={Boolean(form.errors.captcha)}
          value={form.values.captcha}
          onChange={(value) => form.change('captcha', value)}
          fetchCaptcha={calls.captcha}
          onFetchFailed={captchaFailed}
        />
      </FormField>
      <FormField name="code" label={t('login.form.verifyCode')} required error={form.errors.code}>
        <SmsCodeField
          id={controlId('code')}
          error={Boolean(form.errors.code)}
          value={form.values.code}
          onChange={(value) => form.change('code', value)}
          onSend={sendCode}
        />
      </FormField>
      <Button type="primary" htmlType="submit" long loading={loading}>
        {t('login.form.login')}
      </Button>
    </form>
  );
}
