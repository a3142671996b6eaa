import { useRef, useState } from 'react';
import Button from '@arco-design/web-react/es/Button';
import Form from '@arco-design/web-react/es/Form';
import Input from '@arco-design/web-react/es/Input';
import Message from '@arco-design/web-react/es/Message';
import { useTranslation } from 'react-i18next';
import type { CaptchaResponse, MobileLoginBody, SendVerifyCodeBody, TokenResponse } from '@pm/domain/shapes';
import { errorMessage } from './after-login';
import { CaptchaField, type CaptchaHandle } from './captcha-field';
import { SmsCodeField } from './sms-code-field';

interface MobileForm {
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
  onLoggedIn: (token: TokenResponse) => void;
  /** A failed login: the page clears what it stored and shows the server's error. */
  onLoginFailed: (error: unknown) => void;
  /** Shows (or with '' clears) an error above the form. */
  onError: (message: string) => void;
}

const MOBILE = /^1\d{10}$/;

/** Mobile + captcha → SMS code → login. The captcha guards sending the code only, so a login never needs it. */
export function MobileLoginForm({ calls, onLoggedIn, onLoginFailed, onError }: MobileLoginFormProps) {
  const { t } = useTranslation(['common', 'shell']);
  const [form] = Form.useForm<MobileForm>();
  const captchaRef = useRef<CaptchaHandle>(null);
  // True while a code is being asked for: only then is the captcha required.
  const sending = useRef(false);
  const [loading, setLoading] = useState(false);

  async function sendCode(): Promise<boolean> {
    onError('');
    sending.current = true;
    let values: Partial<MobileForm>;
    try {
      values = await form.validate(['mobile', 'captcha']);
    } catch {
      // Shown on the fields themselves.
      return false;
    } finally {
      sending.current = false;
    }
    try {
      await calls.sendCode({
        mobile: values.mobile ?? '',
        captcha: values.captcha ?? '',
        captcha_id: captchaRef.current?.captchaId() ?? '',
      });
      Message.success(t('shell:login.codeSent'));
      return true;
    } catch (failure) {
      onError(errorMessage(failure));
      return false;
    } finally {
      // The server has used the captcha up, whatever it answered: the next send needs a new one.
      form.setFieldValue('captcha', '');
      captchaRef.current?.refresh();
    }
  }

  async function submit({ mobile, code }: MobileForm) {
    setLoading(true);
    onError('');
    try {
      onLoggedIn(await calls.login({ mobile, code }));
    } catch (failure) {
      onLoginFailed(failure);
    } finally {
      setLoading(false);
    }
  }

  return (
    <Form<MobileForm> form={form} layout="vertical" onSubmit={submit}>
      <Form.Item
        field="mobile"
        label={t('login.form.mobile')}
        rules={[
          { required: true, message: t('login.form.mobile.required') },
          { match: MOBILE, message: t('login.form.mobile.invalid') },
        ]}
      >
        <Input
          placeholder={t('login.form.mobile.placeholder')}
          autoComplete="tel"
          inputMode="tel"
          maxLength={11}
        />
      </Form.Item>
      <Form.Item
        field="captcha"
        label={t('login.form.captcha')}
        extra={t('shell:login.captchaForCode')}
        rules={[
          {
            validator: (value: string | undefined, callback) =>
              callback(sending.current && !value ? t('login.form.captcha.required') : undefined),
          },
        ]}
      >
        <CaptchaField ref={captchaRef} fetchCaptcha={calls.captcha} />
      </Form.Item>
      <Form.Item
        field="code"
        label={t('login.form.verifyCode')}
        rules={[{ required: true, message: t('login.form.verifyCode.required') }]}
      >
        <SmsCodeField onSend={sendCode} />
      </Form.Item>
      <Button type="primary" htmlType="submit" long loading={loading}>
        {t('login.form.login')}
      </Button>
    </Form>
  );
}
