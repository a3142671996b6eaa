import { screen, waitFor } from '@testing-library/react';
import { useLocation } from '@pm/web/router';
import { useListQuery } from '@pm/web/ui';
import { renderPage, staff, user } from '../../testing/test-harness';
import { ProjectSearchForm } from './search-form';
import { PROJECT_FILTERS, toFilters, toSearchValues } from './search-values';

function Location() {
  const location = useLocation();
  return <output aria-label="url">{location.search}</output>;
}

function Harness() {
  const { query, update } = useListQuery(PROJECT_FILTERS);
  return (
    <>
      <ProjectSearchForm query={query} onSearch={update} />
      <Location />
    </>
  );
}

function renderAt(url: string) {
  return renderPage(<Harness />, {
    url,
    subject: staff(['project']),
    replies: {
      'GET /pm/dicts/project_type': [{ value: 'education', labelZh: '教育助学', labelEn: 'Education' }],
      'GET /pm/project-options': {
        departments: [{ id: 3, name: '项目部' }],
        managers: [],
        partners: [],
        beneficiaries: [],
      },
      'GET /pm/area': [],
    },
  });
}

const url = () => new URLSearchParams(screen.getByLabelText('url').textContent ?? '');

describe('ProjectSearchForm', () => {
  it('writes the keyword, a status and the budget range to the URL on Search, back on page 1', async () => {
    renderAt('/project/list?page=3&sortField=code&sortOrder=ascend');
    await user.type(screen.getByPlaceholderText('搜索项目名称或编号'), ' 助学 ');
    await user.click(screen.getAllByText('全部状态')[0]!);
    await user.click(await screen.findByText('执行中'));
    await user.type(screen.getByRole('textbox', { name: '最低预算' }), '1000');
    await user.type(screen.getByRole('textbox', { name: '最高预算' }), '50000.');
    await user.click(screen.getByRole('button', { name: /查询/ }));
    await waitFor(() => expect(url().get('keyword')).toBe('助学'));
    expect(Object.fromEntries(url())).toEqual({
      keyword: '助学',
      status: 'in_progress',
      amountMin: '1000',
      amountMax: '50000',
      sortField: 'code',
      sortOrder: 'ascend',
    });
  });

  it('shows the filters the URL holds, and Reset clears them all', async () => {
    renderAt('/project/list?keyword=水&type=education&departmentId=3&topLevel=true&amountMin=5');
    expect(await screen.findByDisplayValue('水')).toBeInTheDocument();
    expect(await screen.findByText('教育助学')).toBeInTheDocument();
    expect(await screen.findByText('项目部')).toBeInTheDocument();
    expect(screen.getByText('仅顶层项目')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '最低预算' })).toHaveValue('5');
    await user.click(screen.getByRole('button', { name: /重置/ }));
    await waitFor(() => expect(screen.getByLabelText('url').textContent).toBe(''));
    expect(screen.getByPlaceholderText('搜索项目名称或编号')).toHaveValue('');
  });

  it('refuses a budget range upside down', async () => {
    renderAt('/project/list');
    await user.type(screen.getByRole('textbox', { name: '最低预算' }), '500');
    await user.type(screen.getByRole('textbox', { name: '最高预算' }), '100');
    await user.click(screen.getByRole('button', { name: /查询/ }));
    expect(await screen.findByText('最高预算不能低于最低预算')).toBeInTheDocument();
    expect(screen.getByLabelText('url').textContent).toBe('');
  });
});

describe('search values', () => {
  it('turn the date range and department into URL filters and back', () => {
    const filters = toFilters({
      startRange: ['2026-01-01', '2026-06-30'],
      departmentId: 3,
      amountMin: '.5',
      status: '',
    });
    expect(filters).toEqual({
      startFrom: '2026-01-01',
      startTo: '2026-06-30',
      departmentId: '3',
      amountMin: '0.5',
    });
    const values = toSearchValues({ page: 1, pageSize: 10, filters });
    expect(values).toMatchObject({
      startRange: ['2026-01-01', '2026-06-30'],
      departmentId: 3,
      amountMin: '0.5',
    });
    expect(
      toSearchValues({ page: 1, pageSize: 10, filters: { departmentId: 'x' } }).departmentId,
    ).toBeUndefined();
  });
});
