import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLocale } from '../i18n/locale';
import { AmountInput, acceptAmountText, readBack } from './amount-input';

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

  it('refuses letters, a second dot and a third decimal as they are typed', async () => {
    const onChange = jest.fn();
    render(<Controlled onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'amount' });
    await userEvent.type(input, '12a.3.45e6');
    expect(input).toHaveValue('12.34');
    expect(onChange).not.toHaveBeenCalledWith(expect.stringMatching(/[a-z]|\..*\.|\.\d{3}/));
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

describe('acceptAmountText and readBack', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['12.', '12.'],
    ['12.34', '12.34'],
    [' 1 000 ', '1000'],
    ['1234567890123456.99', '1234567890123456.99'],
  ])('accepts %p as %p', (text, accepted) => expect(acceptAmountText(text)).toBe(accepted));

  it.each(['abc', '1.234', '1..2', '-5', '1e5', '12345678901234567'])('refuses %p', (text) =>
    expect(acceptAmountText(text)).toBeNull(),
  );

  it('reads back only what adds something', () => {
    expect(readBack('999')).toBe('');
    expect(readBack('1000')).toBe('1,000');
    expect(readBack('123456789')).toBe('123,456,789 · 1.23亿');
    expect(readBack('12.')).toBe('');
    expect(readBack('.')).toBe('');
  });
});
