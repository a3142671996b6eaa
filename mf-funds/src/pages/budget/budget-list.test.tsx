import { screen, waitFor, within } from '@testing-library/react';
import { budgetRowFixture, dictReplies } from '../../features/budget/testing/fixtures';
import { pageOf, renderPage, sentTo, staff, user } from '../../testing/test-harness';
import { BudgetPage } from './index';

const rows = [
  budgetRowFixture(),
  budgetRowFixture({
    id: 6,
    projectId: 8,
    projectCode: 'XM2025008',
    projectName: '山区饮水工程',
    status: 'draft',
    revision: 0,
    plannedAmount: '80000.00',
    actualAmount: '0.00',
    executionRate: '0.00',
    overrunCount: 0,
  }),
];

const rowOf = (name: string) => screen.getByRole('link', { name }).closest<HTMLElement>('tr')!;

describe('BudgetPage list', () => {
  it('lists the budgets with their execution rate and highlights the overruns', async () => {
    renderPage(<BudgetPage />, {
      url: '/project/budget',
      subject: staff(['budget']),
      replies: { 'GET /pm/budgets': pageOf(rows) },
    });
    const library = within(await waitFor(() => rowOf('乡村学校图书角')));
    expect(library.getByText('XM2025007')).toBeInTheDocument();
    expect(library.getByText('已批准')).toBeInTheDocument();
    expect(library.getByText('第 1 版')).toBeInTheDocument();
    expect(library.getByText('30.00万')).toHaveAttribute('title', '300,000.00');
    expect(library.getByText('12.60万')).toBeInTheDocument();
    expect(library.getByText('42.00%')).toBeInTheDocument();
    expect(library.getByText('1 项超支')).toBeInTheDocument();

    const water = within(rowOf('山区饮水工程'));
    expect(water.getByText('草稿')).toBeInTheDocument();
    expect(water.getByText('未批准')).toBeInTheDocument();
    expect(water.getByText('0.00%')).toBeInTheDocument();
    expect(water.queryByText(/项超支/)).not.toBeInTheDocument();
    // Without budget:manage there is no way to create one.
    expect(screen.queryByRole('button', { name: '新建预算' })).not.toBeInTheDocument();
  });

  it('keeps the search and filters in the URL and opens a budget from its row', async () => {
    const { sent, history } = renderPage(<BudgetPage />, {
      url: '/project/budget?keyword=图书',
      subject: staff(['budget']),
      replies: { 'GET /pm/budgets': pageOf(rows) },
    });
    await screen.findByText('XM2025007');
    expect(sentTo(sent, 'GET /pm/budgets')[0]!.params).toEqual({ page: 1, pageSize: 10, keyword: '图书' });

    await user.click(screen.getByRole('switch'));
    await waitFor(() => expect(history.location.search).toBe('?keyword=%E5%9B%BE%E4%B9%A6&overrun=true'));
    await waitFor(() =>
      expect(sentTo(sent, 'GET /pm/budgets').at(-1)!.params).toEqual({
        page: 1,
        pageSize: 10,
        keyword: '图书',
        overrun: 'true',
      }),
    );

    await user.click(screen.getByText('项目编号'));
    await waitFor(() =>
      expect(sentTo(sent, 'GET /pm/budgets').at(-1)!.params).toMatchObject({
        sortField: 'projectCode',
        sortOrder: 'ascend',
      }),
    );

    await user.click(within(rowOf('山区饮水工程')).getByText('XM2025008'));
    expect(history.location.search).toBe('?id=6');
  });

  it('speaks English too', async () => {
    renderPage(<BudgetPage />, {
      url: '/project/budget',
      subject: staff(['budget', 'budget:manage']),
      replies: { 'GET /pm/budgets': pageOf(rows) },
      locale: 'en-US',
    });
    const library = within(await waitFor(() => rowOf('乡村学校图书角')));
    expect(library.getByText('Rev. 1')).toBeInTheDocument();
    expect(library.getByText('1 over')).toBeInTheDocument();
    expect(within(rowOf('山区饮水工程')).getByText('Not approved')).toBeInTheDocument();
    expect(screen.getByText('Overruns only')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New budget' })).toBeInTheDocument();
  });

  it('explains budgets when there is none yet and offers to create the first', async () => {
    renderPage(<BudgetPage />, {
      url: '/project/budget',
      subject: staff(['budget', 'budget:manage']),
      replies: { 'GET /pm/budgets': pageOf([]), 'GET /pm/budget-projects': [], ...dictReplies },
    });
    expect(await screen.findByText('还没有预算')).toBeInTheDocument();
    expect(screen.getByText(/预算按项目编制/)).toBeInTheDocument();
    const [, inEmptyState] = screen.getAllByRole('button', { name: '新建预算' });
    await user.click(inEmptyState!);
    expect(await screen.findByLabelText('第 1 行期间名称')).toBeInTheDocument();
  });
});
