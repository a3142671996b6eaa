import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { changeLocale } from '../i18n';
import { AmountText } from './amount-text';

describe('AmountText', () => {
  it('shows the exact amount with separators and 2 decimals', () => {
    render(<AmountText value="1234567.5" />);
    expect(screen.getByText('1,234,567.50')).toBeInTheDocument();
  });

  it('shortens to 万/亿 with the exact amount on hover', () => {
    render(<AmountText value="1234567.5" short />);
    expect(screen.getByText('123.46万')).toHaveAttribute('title', '1,234,567.50');
  });

  it('leaves small amounts whole when short, without a title', () => {
    render(<AmountText value="9999.99" short />);
    expect(screen.getByText('9,999.99')).not.toHaveAttribute('title');
  });

  it('follows the language, also when it changes while shown', async () => {
    render(<AmountText value="1234567.5" short />);
    await act(() => changeLocale('en-US'));
    try {
      expect(screen.getByText('1.23M')).toHaveAttribute('title', '1,234,567.50');
    } finally {
      await act(() => changeLocale('zh-CN'));
    }
    expect(screen.getByText('123.46万')).toBeInTheDocument();
  });

  it.each([null, undefined, ''])('shows - for %p', (value) => {
    render(<AmountText value={value} short />);
    expect(screen.getByText('-')).toBeInTheDocument();
  });
});
