import { screen, waitFor } from '@testing-library/react';
import type { BudgetProject } from '@pm/domain/shapes';
import { budgetFixture, dictReplies } from '../testing/fixtures';
import { choose, typeDate } from '../testing/form-helpers';
import { renderPage, sentTo, staff, user } from '../../../testing/test-harness';
import { BudgetFormDrawer } from './budget-form-drawer';

const projects: BudgetProject[] = [
  { id: 9, code: 'XM2025009', name: '社区养老服务', projectAmount: '100000.00', budgetId: null },
  { id: 7, code: 'XM2025007', name: '乡村学校图书角', projectAmount: '450000.00', budgetId: 5 },
];

function renderDrawer(
  props: Partial<Parameters<typeof BudgetFormDrawer>[0]>,
  replies: Record<string, unknown>,
) {
  const onClose = jest.fn();
  const onOpenBudget = jest.fn();
  const view = renderPage(
    <BudgetFormDrawer visible onClose={onClose} onOpenBudget={onOpenBudget} {...props} />,
    {
      url: '/project/budget',
      subject: staff(['budget', 'budget:manage']),
      replies: { 'GET /pm/budget-projects': projects, ...dictReplies, ...replies },
    },
  );
  return { ...view, onClose, onOpenBudget };
}

const total = () => screen.getByTestId('planned-total');

describe('BudgetFormDrawer', () => {
  it('offers the budget a project already has instead of a second one', async () => {
    const { onOpenBudget } = renderDrawer({}, {});
    await choose('项目', /XM2025007 乡村学校图书角/);
    expect(await screen.findByText('该项目已有预算，请打开它进行编辑或修订')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '打开该项目的预算' }));
    expect(onOpenBudget).toHaveBeenCalledWith(5);
  });

  it("plans periods and lines against the project's amount as they are typed, then creates the budget", async () => {
    const created = budgetFixture({ id: 8, projectId: 9, projectName: '社区养老服务', status: 'draft' });
    const { sent, onClose } = renderDrawer({}, { 'POST /pm/budgets': created });
    await choose('项目', /XM2025009 社区养老服务/);
    expect(await screen.findByText('项目批准金额: 100,000.00')).toBeInTheDocument();

    await user.type(screen.getByLabelText('第 1 行期间名称'), '2026 年');
    await typeDate('第 1 行开始日期', '2026-12-31');
    await typeDate('第 1 行结束日期', '2026-01-01');
    expect(await screen.findByText('第 1 行结束日期不能早于第 1 行开始日期')).toBeInTheDocument();
    await typeDate('第 1 行开始日期', '2026-01-01');
    await typeDate('第 1 行结束日期', '2026-12-31');
    await waitFor(() =>
      expect(screen.queryByText('第 1 行结束日期不能早于第 1 行开始日期')).not.toBeInTheDocument(),
    );

    await choose('第 1 行预算类别', '培训活动');
    await user.type(screen.getByLabelText('第 1 行科目名称'), '护理员培训');
    await choose('第 1 行资金来源', '基金会自有资金');
    await user.type(screen.getByLabelText('第 1 行预算金额'), '120000');
    expect(total()).toHaveTextContent('预算合计 120,000.00，超出项目批准金额 100,000.00');

    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('预算科目不能超过项目批准金额 100000.00')).toBeInTheDocument();
    expect(sentTo(sent, 'POST /pm/budgets')).toHaveLength(0);

    await user.clear(screen.getByLabelText('第 1 行预算金额'));
    await user.type(screen.getByLabelText('第 1 行预算金额'), '90000');
    expect(total()).toHaveTextContent('预算合计 90,000.00，项目批准金额 100,000.00，尚余 10,000.00');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(sentTo(sent, 'POST /pm/budgets')).toHaveLength(1));
    expect(sentTo(sent, 'POST /pm/budgets')[0]!.body).toEqual({
      projectId: 9,
      periods: [{ name: '2026 年', startDate: '2026-01-01', endDate: '2026-12-31' }],
      lines: [
        { periodSeq: 1, category: 'training', name: '护理员培训', plannedAmount: '90000', fundSource: 'own' },
      ],
      remark: '',
    });
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(created));
  });

  it('edits with the ids kept, keeps rows that have expenses, and moves lines with their period', async () => {
    const budget = budgetFixture({ status: 'revising' });
    const { sent } = renderDrawer({ budget }, { 'PUT /pm/budgets/5': budget });
    expect(await screen.findByLabelText('第 1 行期间名称')).toHaveValue('2026 上半年');
    expect(screen.queryByText('项目', { selector: 'label' })).not.toBeInTheDocument();
    expect(total()).toHaveTextContent('预算合计 300,000.00，项目批准金额 450,000.00，尚余 150,000.00');
    // Periods and lines with expenses stay.
    expect(screen.getByRole('button', { name: '删除预算期间第 1 行' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '删除预算科目第 1 行' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '删除预算科目第 2 行' })).toBeDisabled();

    // The second period goes: its line is left without one, and the form says so.
    await user.click(screen.getByRole('button', { name: '删除预算期间第 2 行' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请选择第 3 行所属期间')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '删除预算科目第 3 行' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(sentTo(sent, 'PUT /pm/budgets/5')).toHaveLength(1));
    const body = sentTo(sent, 'PUT /pm/budgets/5')[0]!.body as { periods: unknown[]; lines: unknown[] };
    expect(body).toMatchObject({ version: 3, remark: '' });
    expect(body.periods).toEqual([
      { id: 11, name: '2026 上半年', startDate: '2026-01-01', endDate: '2026-06-30' },
    ]);
    expect(body.lines).toEqual([
      {
        id: 21,
        periodSeq: 1,
        category: 'materials',
        name: '图书采购',
        plannedAmount: '150000.00',
        fundSource: 'restricted',
      },
      {
        id: 22,
        periodSeq: 1,
        category: 'training',
        name: '教师培训',
        plannedAmount: '20000.00',
        fundSource: 'own',
      },
    ]);
  });
});
