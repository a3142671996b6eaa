import { render } from '@testing-library/react';
import { MoneyStatistic } from './money-statistic';

const parts = (container: HTMLElement) => [
  container.querySelector('.arco-statistic-value-int')?.textContent,
  container.querySelector('.arco-statistic-value-decimal')?.textContent,
];

describe('MoneyStatistic', () => {
  it('shows small and large amounts the same way: grouped integer, then the cents', () => {
    expect(parts(render(<MoneyStatistic title="a" value="0.00" />).container)).toEqual(['0', '.00']);
    expect(parts(render(<MoneyStatistic title="b" value="369000" />).container)).toEqual(['369,000', '.00']);
  });

  it('keeps every digit of a large amount', () => {
    const { container } = render(<MoneyStatistic title="c" value="123456789012.34" />);
    expect(parts(container)).toEqual(['123,456,789,012', '.34']);
  });
});
