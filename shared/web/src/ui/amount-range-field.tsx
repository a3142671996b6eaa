import Form from '@arco-design/web-react/es/Form';
import { useTranslation } from 'react-i18next';
import { checkRule, formatFieldError } from '@pm/domain/forms';
import { currentLocale } from '../i18n/locale';
import { compareMoney } from '@pm/domain/money';
import { AmountInput, tidyAmount } from './amount-input';
import styles from './amount-range-field.module.css';

type Validator = { validator: (value: string | undefined, callback: (error?: string) => void) => void };

/** The shared amount rule (zero allowed) on a filter box: what is typed stays, and the search waits for a fix. */
function amountRule(label: string): Validator {
  return {
    validator(value, callback) {
      const error = checkRule({ kind: 'amountOrZero' }, tidyAmount(value));
      const labels = { amount: [label, label] as const };
      callback(error ? formatFieldError({ field: 'amount', ...error }, labels, currentLocale()) : undefined);
    },
  };
}

export interface AmountRangeFieldProps {
  label: string;
  /** What each box is (its accessible name and placeholder): 最低金额 / 最高金额. */
  minText: string;
  maxText: string;
  /** Said under the upper bound when it is below the lower one. */
  orderMessage: string;
  /** The form's fields (default `amountMin`, `amountMax`: the list query's names). */
  minField?: string;
  maxField?: string;
}

/**
 * A list filter's amount range: two amount boxes, each held to the amount rule (zero allowed), the upper one
 * refused when it is below the lower one.
 */
export function AmountRangeField({
  label,
  minText,
  maxText,
  orderMessage,
  minField = 'amountMin',
  maxField = 'amountMax',
}: AmountRangeFieldProps) {
  useTranslation(); // re-renders on a language change, so the messages follow it
  // The search form it sits in: the upper bound is checked against the lower one.
  const { form } = Form.useFormContext();
  const inOrder: Validator = {
    validator(max: string | undefined, callback: (error?: string) => void) {
      const min = tidyAmount(form.getFieldValue(minField) as string | undefined);
      const top = tidyAmount(max);
      callback(min && top && compareMoney(min, top) > 0 ? orderMessage : undefined);
    },
  };
  return (
    <Form.Item label={label}>
      {/* Its boxes are named by their placeholder ("Min"): the group names the field. */}
      <div className={styles.range} role="group" aria-label={label}>
        <Form.Item field={minField} rules={[amountRule(minText)]} noStyle={{ showErrorTip: true }}>
          <AmountInput aria-label={minText} placeholder={minText} />
        </Form.Item>
        <span aria-hidden className={styles.separator}>
          ~
        </span>
        <Form.Item
          field={maxField}
          rules={[amountRule(maxText), inOrder]}
          dependencies={[minField]}
          noStyle={{ showErrorTip: true }}
        >
          <AmountInput aria-label={maxText} placeholder={maxText} />
        </Form.Item>
      </div>
    </Form.Item>
  );
}
