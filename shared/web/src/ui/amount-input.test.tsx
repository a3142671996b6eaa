import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Button from '@arco-design/web-react/es/Button';
import Form from '@arco-design/web-react/es/Form';
import { projectForm } from '@pm/domain/forms';
import { changeLocale } from '../i18n/locale';
import { AmountInput, cleanAmountText, readBack } from './amount-input';
import { CountInput } from './count-input';
import { useSchemaRules } from './form-rules';

function Controlled({ initial = '', onChange }: { initial?: string; onChange?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <AmountInput
      aria-label="amount"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

afterEach(async () => {
  await act(() => changeLocale('zh-CN'));
});

describe('AmountInput', () => {
  it('keeps what is typed as a string and reads it back in 万', async () => {
    const onChange = jest.fn();
    render(<Controlled onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'amount' });
    await userEvent.type(input, '1234567.5');
    expect(input).toHaveValue('1234567.5');
    expect(onChange).toHaveBeenLastCalledWith('1234567.5');
    expect(screen.getByText('1,234,567.5 · 123.46万')).toBeInTheDocument();
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByText('元')).toBeInTheDocument();
  });

  it('works from the keyboard alone: editing in the middle, deleting, leaving a dangling dot', async () => {
    render(<Controlled initial="1000" />);
    const input = screen.getByRole('textbox', { name: 'amount' });
    await userEvent.click(input);
    await userEvent.keyboard('{End}{ArrowLeft}{ArrowLeft}5');
    expect(input).toHaveValue('10500');
    await userEvent.keyboard('{End}{Backspace}{Backspace}.');
    expect(input).toHaveValue('105.');
    await userEvent.tab();
    expect(input).toHaveValue('105');
  });

  it('takes a pasted amount with separators', async () => {
    render(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'amount' });
    await userEvent.click(input);
    await userEvent.paste('1,234,567.89');
    expect(input).toHaveValue('1234567.89');
  });

  it('shows its unit in English', async () => {
    await act(() => changeLocale('en-US'));
    render(<Controlled initial="5" />);
    expect(screen.getByText('CNY')).toBeInTheDocument();
  });
});

describe('cleanAmountText and readBack', () => {
  it.each([
    ['', ''],
    ['12.', '12.'],
    [' 1 000 ', '1000'],
    ['1,234，567.5', '1234567.5'],
    ['-1000', '-1000'],
    ['1234.567', '1234.567'],
    ['12345678901234567890', '12345678901234567890'],
    ['12a', '12a'],
  ])('keeps %p as %p: only separators and spaces go', (text, kept) =>
    expect(cleanAmountText(text)).toBe(kept),
  );

  it('reads back only what adds something', () => {
    expect(readBack('999')).toBe('');
    expect(readBack('1000')).toBe('1,000');
    expect(readBack('123456789')).toBe('123,456,789 · 1.23亿');
    expect(readBack('12.')).toBe('');
    expect(readBack('.')).toBe('');
    expect(readBack('-1000')).toBe('');
    expect(readBack('1234.567')).toBe('');
  });
});

/** The planned budget and the target beneficiaries of the project form, with its shared rules. */
function ProjectFigures({ onSubmit }: { onSubmit: (values: unknown) => void }) {
  const [form] = Form.useForm();
  const rules = useSchemaRules(projectForm, undefined, form);
  return (
    <Form form={form} onSubmit={onSubmit}>
      <Form.Item label="计划预算" field="plannedBudget" rules={rules('plannedBudget')}>
        <AmountInput aria-label="计划预算" />
      </Form.Item>
      <Form.Item label="目标受益人数" field="targetBeneficiaries" rules={rules('targetBeneficiaries')}>
        <CountInput aria-label="目标受益人数" />
      </Form.Item>
      <Button htmlType="submit">save</Button>
    </Form>
  );
}

describe('amount and count inputs in a form', () => {
  it.each([
    ['-1000', '计划预算不能为负数'],
    ['-5', '计划预算不能为负数'],
    ['12345678901234567890', '计划预算不能超过 1,000,000,000,000.00'],
    ['1234.567', '计划预算最多两位小数'],
    ['0', '计划预算须大于 0'],
  ])('keeps %p as typed, says which rule it breaks, and is not sent', async (typed, message) => {
    const onSubmit = jest.fn();
    render(<ProjectFigures onSubmit={onSubmit} />);
    const input = screen.getByRole('textbox', { name: '计划预算' });
    await userEvent.type(input, typed);
    expect(input).toHaveValue(typed);
    expect(await screen.findByText(message)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: '目标受益人数' }), '20');
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input).toHaveValue(typed);
  });

  it.each([['-5'], ['1.5'], ['20000000000000000000']])(
    'keeps the count %p as typed and shows the whole-number rule',
    async (typed) => {
      const onSubmit = jest.fn();
      render(<ProjectFigures onSubmit={onSubmit} />);
      const count = screen.getByRole('textbox', { name: '目标受益人数' });
      await userEvent.type(count, typed);
      expect(count).toHaveValue(typed);
      expect(await screen.findByText('目标受益人数须为 0 到 100000000 之间的整数')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'save' }));
      expect(onSubmit).not.toHaveBeenCalled();
    },
  );

  it('sends the amount as typed and the count as a number once both keep the rules', async () => {
    const onSubmit = jest.fn();
    render(<ProjectFigures onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: '计划预算' }), '1,234.5');
    await userEvent.type(screen.getByRole('textbox', { name: '目标受益人数' }), '20');
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    await act(async () => undefined);
    expect(onSubmit).toHaveBeenCalledWith({ plannedBudget: '1234.5', targetBeneficiaries: 20 });
  });
});
