import { amountsTotal } from './amounts-total';

describe('amountsTotal', () => {
  it('adds the instalments exactly and matches the total to the cent', () => {
    expect(amountsTotal(['0.10', '0.20', '99.70'], '100')).toEqual({
      total: '100.00',
      sum: '100.00',
      difference: '0.00',
      matched: true,
    });
  });

  it('gives what is still missing, or the excess as a negative difference', () => {
    expect(amountsTotal(['30000.00', '20000'], '60000.00')).toEqual({
      total: '60000.00',
      sum: '50000.00',
      difference: '10000.00',
      matched: false,
    });
    expect(amountsTotal(['30000.00', '30000.01'], '60000.00')).toEqual({
      total: '60000.00',
      sum: '60000.01',
      difference: '-0.01',
      matched: false,
    });
  });

  it('counts half-typed or empty amounts as zero and never matches an unknown total', () => {
    expect(amountsTotal(['12.', '', undefined, 'abc'], '12')).toEqual({
      total: '12.00',
      sum: '12.00',
      difference: '0.00',
      matched: true,
    });
    expect(amountsTotal(['0'], '')).toMatchObject({ total: null, sum: '0.00', matched: false });
    expect(amountsTotal([], '0')).toMatchObject({ matched: false });
  });
});
