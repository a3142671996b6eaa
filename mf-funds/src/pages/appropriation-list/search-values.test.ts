import { requestFilters, toFilters, toSearchValues, viewStatuses } from './search-values';

describe('appropriation search values', () => {
  it('keeps only the statuses of the view', () => {
    expect(viewStatuses('unverified', 'submitted,paid,rejected')).toEqual(['submitted', 'rejected']);
    expect(viewStatuses('already', undefined)).toEqual([]);
    expect(requestFilters('wait', { status: 'paid', type: 'final' })).toEqual({ type: 'final' });
    expect(requestFilters('wait', { status: 'returned' })).toEqual({ status: 'returned' });
  });

  it('turns the form into URL filters and back, leaving out what is empty', () => {
    const filters = toFilters(
      {
        status: ['verified', 'returned'],
        type: '',
        amountMin: '.5',
        amountMax: '100.',
        dateRange: ['2026-01-01', '2026-03-31'],
      },
      { projectId: '7', type: 'initial' },
    );
    expect(filters).toEqual({
      status: 'verified,returned',
      amountMin: '0.5',
      amountMax: '100',
      dateFrom: '2026-01-01',
      dateTo: '2026-03-31',
      projectId: '7',
    });
    expect(toSearchValues('wait', { page: 1, pageSize: 10, keyword: '图书', filters })).toEqual({
      keyword: '图书',
      status: ['verified', 'returned'],
      type: undefined,
      paymentMethod: undefined,
      amountMin: '0.5',
      amountMax: '100',
      dateRange: ['2026-01-01', '2026-03-31'],
    });
  });

  it('ignores values the lists do not hold', () => {
    const values = toSearchValues('already', {
      page: 1,
      pageSize: 10,
      filters: { type: 'bonus', paymentMethod: 'cash', status: 'submitted' },
    });
    expect(values).toMatchObject({ type: undefined, paymentMethod: undefined, status: undefined });
  });
});
