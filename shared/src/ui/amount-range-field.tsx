import Form from '@arco-design/web-react/es/Form';
import Space from '@arco-design/web-react/es/Space';
import { compareMoney } from '../money/money';
import { AmountInput, tidyAmount } from './amount-input';

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

/** A list filter's amount range: two amount boxes, the upper one refused when it is below the lower one. */
export function AmountRangeField({
  label,
  minText,
  maxText,
  orderMessage,
  minField = 'amountMin',
  maxField = 'amountMax',
}: AmountRangeFieldProps) {
  // The search form it sits in: the upper bound is checked against the lower one.
  const { form } = Form.useFormContext();
  const inOrder = {
    validator(max: string | undefined, callback: (error?: string) => void) {
      const min = tidyAmount(form.getFieldValue(minField) as string | undefined);
      const top = tidyAmount(max);
      callback(min && top && compareMoney(min, top) > 0 ? orderMessage : undefined);
    },
  };
  return (
    <Form.Item label={label}>
      <Space align="start">
        <Form.Item field={minField} noStyle={{ showErrorTip: true }}>
          <AmountInput aria-label={minText} placeholder={minText} />
        </Form.Item>
        <span aria-hidden>~</span>
        <Form.Item
          field={maxField}
          rules={[inOrder]}
          dependencies={[minField]}
          noStyle={{ showErrorTip: true }}
        >
          <AmountInput aria-label={maxText} placeholder={maxText} />
        </Form.Item>
      </Space>
    </Form.Item>
  );
}
