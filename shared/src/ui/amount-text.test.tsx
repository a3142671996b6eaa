import { render, screen } from '@testing-library/react';
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

  it.each([null, undefined, ''])('shows - for %p', (value) => {
    render(<AmountText value={value} short />);
    expect(screen.getByText('-')).toBeInTheDocument();
  });
});
