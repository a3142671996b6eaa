import { screen } from '@testing-library/react';
import { KEYWORD_MAX_LENGTH } from '@pm/domain/contracts';
import { renderPage, staff, user } from '../../testing';
import { parseListQuery, type ListQuery } from './list-query';
import { SearchForm } from './search-form';
import { AreaField, KeywordField, SelectField } from './search-fields';
import { useSearchForm, type SearchChange } from './use-search-form';

interface Values {
  keyword?: string;
  status?: string;
}

const toValues = (query: ListQuery): Values => ({
  keyword: query.keyword,
  status: query.filters.status,
});

function Demo({ query, onSearch }: { query: ListQuery; onSearch: (change: SearchChange) => void }) {
  const { form, search, reset } = useSearchForm<Values>({
    query,
    onSearch,
    toValues,
    toFilters: (values): Record<string, string> => (values.status ? { status: values.status } : {}),
    resetFilters: { type: 'supplier' },
  });
  return (
    <SearchForm<Values> form={form} label="查找" onSearch={search} onReset={reset}>
      <KeywordField label="关键字" placeholder="名称" title="名称的任一部分" />
      <AreaField label="地区" placeholder="全部地区" />
      <SelectField
        label="状态"
        field="status"
        placeholder="全部状态"
        options={[{ value: 'on', label: '在册' }]}
      />
    </SearchForm>
  );
}

const page = (url: string, onSearch = jest.fn()) => {
  renderPage(<Demo query={parseListQuery(new URLSearchParams(url), ['status'])} onSearch={onSearch} />, {
    url: '/related/partner',
    subject: staff([]),
    replies: { 'GET /pm/area': [{ code: '110000', name: '北京市' }] },
  });
  return onSearch;
};

describe('search form fields', () => {
  it('fill from the URL, and Search writes the trimmed keyword and the filters', async () => {
    const onSearch = page('keyword=水&status=on');
    const keyword = screen.getByRole('textbox', { name: '关键字' });
    expect(keyword).toHaveValue('水');
    expect(keyword).toHaveAttribute('placeholder', '名称');
    expect(keyword).toHaveAttribute('title', '名称的任一部分');
    expect(screen.getByText('在册')).toBeInTheDocument();
    expect((await screen.findAllByText('全部地区')).length).toBeGreaterThan(0);
    await user.clear(keyword);
    await user.type(keyword, '  井 ');
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(onSearch).toHaveBeenLastCalledWith({ keyword: '井', filters: { status: 'on' } });
  });

  it('the keyword box stops at the length the server takes', () => {
    page('');
    expect(screen.getByRole('textbox', { name: '关键字' })).toHaveAttribute(
      'maxLength',
      String(KEYWORD_MAX_LENGTH),
    );
  });

  it('Reset clears the form and leaves only the filters it is told to keep', async () => {
    const onSearch = page('keyword=水&status=on');
    await user.click(screen.getByRole('button', { name: '重置' }));
    expect(onSearch).toHaveBeenLastCalledWith({ keyword: undefined, filters: { type: 'supplier' } });
    expect(screen.getByRole('textbox', { name: '关键字' })).toHaveValue('');
  });
});
