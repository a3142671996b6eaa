import { useEffect, useState, type CSSProperties } from 'react';
import Input from '@arco-design/web-react/es/Input';

/** A count as a form holds it: the whole number typed, or the text itself while it is none (for the rule). */
export type CountValue = number | string | undefined;

export interface CountInputProps {
  value?: number | string | null;
  onChange?: (value: CountValue) => void;
  placeholder?: string;
  disabled?: boolean;
  style?: CSSProperties;
  /** Set by Arco's Form.Item (the label's target and the error state). */
  id?: string;
  error?: boolean;
  'aria-label'?: string;
}

const WHOLE = /^-?\d{1,15}$/;

/** What typed text stands for: the whole number it spells ('20' → 20), else the text as typed; blank → nothing. */
export function countValue(text: string): CountValue {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return WHOLE.test(trimmed) ? Number(trimmed) : trimmed;
}

/**
 * A text input for a count (people reached, beneficiaries targeted): the kin of `AmountInput`. It keeps what was
 * typed — '-5', '1.5', a twentieth digit — and never clamps or rounds it, so the form's integer rule can say what
 * is wrong under the field and the form is not sent until it is fixed; a whole number reaches the form as a number.
 */
export function CountInput({
  value,
  onChange,
  placeholder,
  disabled,
  style,
  id,
  error,
  ...aria
}: CountInputProps) {
  const shown = value === undefined || value === null ? '' : String(value);
  const [text, setText] = useState(shown);
  // The form set another value (a reset, a record loaded): show it, unless the text typed already says it.
  useEffect(() => {
    setText((typed) => (countValue(typed) === (value ?? undefined) ? typed : shown));
  }, [value, shown]);
  return (
    <Input
      id={id}
      value={text}
      placeholder={placeholder}
      disabled={disabled}
      style={style}
      status={error ? 'error' : undefined}
      inputMode="numeric"
      autoComplete="off"
      aria-label={aria['aria-label']}
      onChange={(next) => {
        setText(next);
        onChange?.(countValue(next));
      }}
    />
  );
}
