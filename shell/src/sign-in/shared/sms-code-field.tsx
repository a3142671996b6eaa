import { useEffect, useState } from 'react';
import Button from '@arco-design/web-react/es/Button';
import Input from '@arco-design/web-react/es/Input';
import { useTranslation } from 'react-i18next';

/** Seconds before another code may be asked for. */
export const RESEND_SECONDS = 60;

interface SmsCodeFieldProps {
  /** Sends the code; resolves true when it went out (the countdown starts), false when it did not. */
  onSend: () => Promise<boolean>;
  value?: string;
  onChange?: (value: string) => void;
  /** The input's id, which the field's label points at. */
  id?: string;
  error?: boolean;
}

/** The SMS code input with its send button and the 60 s resend countdown (staff mobile and client login). */
export function SmsCodeField({ onSend, value, onChange, id, error }: SmsCodeFieldProps) {
  const { t } = useTranslation('common');
  const [countdown, setCountdown] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (countdown <= 0) return;
    const timer = setTimeout(() => setCountdown((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [countdown]);

  async function send() {
    setSending(true);
    try {
      if (await onSend()) setCountdown(RESEND_SECONDS);
    } finally {
      setSending(false);
    }
  }

  return (
    <Input
      id={id}
      value={value}
      onChange={onChange}
      status={error ? 'error' : undefined}
      placeholder={t('login.form.verifyCode.placeholder')}
      maxLength={6}
      inputMode="numeric"
      autoComplete="one-time-code"
      addAfter={
        <Button
          type="text"
          size="mini"
          disabled={countdown > 0}
          loading={sending}
          onClick={send}
          data-testid="send-code"
        >
          {countdown > 0 ? t('login.form.resendIn', { s: countdown }) : t('login.form.sendCode')}
        </Button>
      }
    />
  );
}
