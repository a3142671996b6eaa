import { withListQuery, parseListQuery, toRequestParams, toSearchParams } from './list-query';

describe('list query', () => {
  it('reads paging, sorting, keyword and declared filters from the URL', () => {
    const query = parseListQuery(
      new URLSearchParams(
        'page=3&pageSize=20&keyword=水&sortField=name&sortOrder=descend&status=draft&evil=1',
      ),
      ['status'],
    );
    expect(query).toEqual({
      page: 3,
      pageSize: 20,
      keyword: '水',
      sortField: 'name',
      sortOrder: 'descend',
      filters: { status: 'draft' },
    });
  });

  it('falls back on bad numbers and unknown sort orders', () => {
    const query = parseListQuery(new URLSearchParams('page=-1&pageSize=7&sortOrder=up'));
    expect(query.page).toBe(1);
    expect(query.pageSize).toBe(10);
    expect(query.sortOrder).toBeUndefined();
  });

  it('round-trips through the URL leaving defaults out', () => {
    const query = parseListQuery(new URLSearchParams('page=2&status=paid'), ['status']);
    expect(toSearchParams(query).toString()).toBe('page=2&status=paid');
    expect(toSearchParams(parseListQuery(new URLSearchParams(''))).toString()).toBe('');
  });

  it('builds the request parameters, sorting only with both field and order', () => {
    expect(toRequestParams(parseListQuery(new URLSearchParams('sortField=name&keyword=a')))).toEqual({
      page: 1,
      pageSize: 10,
      keyword: 'a',
    });
  });
});

describe('withListQuery', () => {
  it('replaces the list’s own parameters and keeps the page’s others (a tab)', () => {
    const current = new URLSearchParams('tab=imports&page=3&status=failed&keyword=old');
    const next = withListQuery(
      current,
      { page: 1, pageSize: 10, keyword: 'new', filters: { type: 'beneficiaryPerson' } },
      ['status', 'type'],
    );
    expect(next.toString()).toBe('keyword=new&type=beneficiaryPerson&tab=imports');
  });
});
