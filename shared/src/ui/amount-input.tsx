import { useId } from 'react';
import Input from '@arco-design/web-react/es/Input';
import { useTranslation } from 'react-i18next';
import { shortenNumber } from '../utils/shorten-number';
import { thousands } from '../utils/thousands';

export interface AmountInputProps {
  /** The amount as typed: a decimal string ('1234.5'), never a number (no float rounding on the way). */
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
  /** Set by Arco's Form.Item (the label's target and the error state). */
  id?: string;
  error?: boolean;
  'aria-label'?: string;
}

/** Digits, then at most one dot and 2 decimals; 16 integer digits at most (numeric(18,2)). */
const PARTIAL_AMOUNT = /^\d{0,16}(\.\d{0,2})?$/;

/** What the user typed or pasted, cleaned of thousands separators and spaces; null when it is no amount. */
export function acceptAmountText(text: string): string | null {
  const cleaned = text.replace(/[,，\s]/g, '');
  return PARTIAL_AMOUNT.test(cleaned) ? cleaned : null;
}

/** What was typed, finished: a dangling dot dropped ('12.' → '12'), a leading one given its 0 ('.5' → '0.5'). */
export function tidyAmount(text: string | undefined): string {
  const amount = (text ?? '').replace(/\.$/, '').replace(/^\./, '0.');
  return /\d/.test(amount) ? amount : '';
}

/** The amount read back ('1,234,567 · 123.46万'), or '' when that would only repeat what was typed. */
export function readBack(text: string): string {
  const amount = tidyAmount(text);
  if (!amount) return '';
  const parts = [thousands(amount), shortenNumber(amount)].filter((part) => part !== amount);
  return [...new Set(parts)].join(' · ');
}

/**
 * A plain text input for money. It keeps exactly what was typed as a string, refuses a letter or a third decimal
 * as it is typed (the value stays as it was), and reads the amount back underneath with separators and 万/亿.
 * No spinner or other mouse-only control: arrows and typing work as in any text box.
 */
export function AmountInput({
  value,
  onChange,
  placeholder,
  disabled,
  id,
  error,
  ...aria
}: AmountInputProps) {
  const { t } = useTranslation('common');
  const hintId = useId();
  const text = value ?? '';
  const hint = readBack(text);
  return (
    <div>
      <Input
        id={id}
        value={text}
        placeholder={placeholder}
        disabled={disabled}
        status={error ? 'error' : undefined}
        inputMode="decimal"
        autoComplete="off"
        suffix={t('amount.unit')}
        aria-label={aria['aria-label']}
        aria-describedby={hint ? hintId : undefined}
        onChange={(next) => {
          const accepted = acceptAmountText(next);
          if (accepted !== null) onChange?.(accepted);
        }}
        // '12.' or '.5' are fine while typing; once the user moves on they mean '12' and '0.5'.
        onBlur={() => tidyAmount(text) !== text && onChange?.(tidyAmount(text))}
      />
      {hint && (
        <div id={hintId} style={{ color: 'var(--color-text-3)', fontSize: 12, marginTop: 4 }}>
          {hint}
        </div>
      )}
    </div>
  );
}
