import { forwardRef, useCallback, useEffect, useImperativeHandle, useState } from 'react';
import Input from '@arco-design/web-react/es/Input';
import { useTranslation } from 'react-i18next';
import type { CaptchaResponse } from '@pm/domain/shapes';
import styles from './login-layout.module.css';

export interface CaptchaHandle {
  /** Fetches a new picture; the id of the current one is single-use on the server. */
  refresh: () => void;
  captchaId: () => string;
}

interface CaptchaFieldProps {
  fetchCaptcha: () => Promise<CaptchaResponse>;
  value?: string;
  onChange?: (value: string) => void;
  /** The input's id, which the field's label points at. */
  id?: string;
  error?: boolean;
  /** The picture could not be fetched (sign-in unavailable, too many requests): the form says why. */
  onFetchFailed?: (failure: unknown) => void;
}

/** Captcha input with its picture; clicking the picture fetches a new one. */
export const CaptchaField = forwardRef<CaptchaHandle, CaptchaFieldProps>(function CaptchaField(
  { fetchCaptcha, value, onChange, id, error, onFetchFailed },
  ref,
) {
  const { t } = useTranslation('common');
  const [captcha, setCaptcha] = useState<CaptchaResponse | null>(null);
  const refresh = useCallback(() => {
    fetchCaptcha().then(setCaptcha, (failure: unknown) => {
      setCaptcha(null);
      onFetchFailed?.(failure);
    });
  }, [fetchCaptcha, onFetchFailed]);

  useEffect(refresh, [refresh]);
  useImperativeHandle(ref, () => ({ refresh, captchaId: () => captcha?.captcha_id ?? '' }), [
    refresh,
    captcha,
  ]);

  return (
    <div className={styles.captchaRow}>
      <Input
        id={id}
        value={value}
        onChange={onChange}
        status={error ? 'error' : undefined}
        placeholder={t('login.form.captcha.placeholder')}
        maxLength={6}
        autoComplete="off"
        aria-label={t('login.form.captcha')}
      />
      <button
        type="button"
        className={styles.captchaImage}
        onClick={refresh}
        title={t('login.form.captcha.refresh')}
      >
        {captcha && (
          <img
            alt={t('login.form.captcha.refresh')}
            data-captcha-id={captcha.captcha_id}
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(captcha.svg)}`}
          />
        )}
      </button>
    </div>
  );
});
