import { useId } from 'react';
import Input from '@arco-design/web-react/es/Input';
import { useTranslation } from 'react-i18next';
import { amountProblem } from '@pm/domain/money';
import { shortenNumber } from '@pm/domain/utils';
import { thousands } from '@pm/domain/utils';
import { pageLocale } from '../i18n/page-locale';

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

/**
 * What the user typed or pasted, only cleaned of thousands separators and spaces ('1,234 567' → '1234567'), which
 * change nothing of its value. Everything else is kept as typed — a minus, a third decimal, a twentieth digit, a
 * letter — for the form's rule to say what is wrong with it: changing it silently would hide the mistake.
 */
export function cleanAmountText(text: string): string {
  return text.replace(/[,，\s]/g, '');
}

/** What was typed, finished: a dangling dot dropped ('12.' → '12'), a leading one given its 0 ('.5' → '0.5'). */
export function tidyAmount(text: string | undefined): string {
  const amount = (text ?? '').replace(/\.$/, '').replace(/^\./, '0.');
  return /\d/.test(amount) ? amount : '';
}

/**
 * The amount read back ('1,234,567 · 123.46万'), or '' when that would only repeat what was typed or the text is no
 * amount a form takes (the form's rule then says why).
 */
export function readBack(text: string): string {
  const amount = tidyAmount(text);
  if (!amount || amountProblem(amount, { zeroAllowed: true }) !== null) return '';
  const parts = [thousands(amount), shortenNumber(amount, 2, pageLocale())].filter((part) => part !== amount);
  return [...new Set(parts)].join(' · ');
}

/**
 * A plain text input for money. It keeps what was typed as a string — the form's amount rule (`useSchemaRules`,
 * the server's own check) says what is wrong with it under the field, and the form is not sent until it is fixed —
 * and reads a valid amount back underneath with separators and 万/亿. No spinner or other mouse-only control:
 * arrows and typing work as in any text box.
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
        onChange={(next) => onChange?.(cleanAmountText(next))}
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
