import { filterFormParams, formFilters } from './filter-form-params';

describe('filterFormParams (specification §5)', () => {
  it('drops empty-string values and empty arrays', () => {
    expect(filterFormParams({ name: '', tags: [], status: 'open' })).toEqual({ status: 'open' });
  });

  it('joins array values with commas', () => {
    expect(filterFormParams({ ids: [1, 2, 3], dates: ['2024-01-01', '2024-01-31'] })).toEqual({
      ids: '1,2,3',
      dates: '2024-01-01,2024-01-31',
    });
  });

  it('keeps 0 and false', () => {
    expect(filterFormParams({ page: 0, archived: false })).toEqual({ page: 0, archived: false });
  });

  it('drops null and undefined (a cleared select)', () => {
    expect(filterFormParams({ department: null, role: undefined, keyword: 'x' })).toEqual({ keyword: 'x' });
  });

  it('does not change its input', () => {
    const input = { ids: [1, 2], name: '' };
    filterFormParams(input);
    expect(input).toEqual({ ids: [1, 2], name: '' });
  });
});

describe('formFilters (a search form to URL filters)', () => {
  it('applies the same filter and gives strings', () => {
    expect(
      formFilters({ status: ['submitted', 'rejected'], departmentId: 3, type: '', areaCode: undefined }),
    ).toEqual({
      status: 'submitted,rejected',
      departmentId: '3',
    });
  });
});
