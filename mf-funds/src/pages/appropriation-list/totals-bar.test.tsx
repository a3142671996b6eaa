import { screen } from '@testing-library/react';
import type { AppropriationTotals } from '@pm/domain/shapes';
import { renderPage, staff } from '../../testing/test-harness';
import { TotalsBar } from './totals-bar';

const one: AppropriationTotals = {
  count: 1,
  amount: '478800.00',
  byStatus: [{ status: 'submitted', count: 1, amount: '478800.00' }],
};

describe('TotalsBar', () => {
  it('counts in the language of the page, its units and its grammar', () => {
    renderPage(<TotalsBar totals={one} />, {
      url: '/project/appropriation/unverified',
      subject: staff(['fundPayment']),
      replies: {},
      locale: 'en-US',
    });
    const totals = screen.getByRole('region', { name: 'Totals of the filtered rows' });
    expect(totals).toHaveTextContent('1 item · total 478.80K');
    expect(totals).not.toHaveTextContent('万');
  });
});
