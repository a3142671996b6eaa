import { screen, waitFor, within } from '@testing-library/react';
import type { BudgetStatus } from '@pm/domain/workflow';
import {
  budgetFixture,
  dictReplies,
  expenseFixture,
  spendableFixture,
} from '../../features/budget/testing/fixtures';
import { drawn } from '../../features/budget/testing/chart-stub';
import { choose, typeDate } from '../../features/budget/testing/form-helpers';
import {
  approvalInstanceFixture,
  approvalLinkFixture,
  pageOf,
  renderPage,
  sentTo,
  staff,
  user,
} from '../../testing/test-harness';
import { BudgetPage } from './index';

// ECharts draws on a canvas jsdom lacks: the chart entry is replaced by one that keeps the option it was given.
jest.mock('@pm/web/charts', () => jest.requireActual('../../features/budget/testing/chart-stub'));

const READER = ['budget'];
const MANAGER = ['budget', 'budget:manage', 'budget:approve', 'budget:expense'];

function renderDetail(
  codes: string[],
  status: BudgetStatus = 'approved',
  replies: Record<string, unknown> = {},
  userId?: number,
) {
  return renderPage(<BudgetPage />, {
    url: '/project/budget?id=5',
    subject: staff(codes),
    userId,
    replies: {
      'GET /pm/budgets/5': budgetFixture({ status }),
      'GET /pm/budgets/5/expenses': pageOf([expenseFixture()]),
      ...dictReplies,
      ...replies,
    },
  });
}

// The figure cards (the tables' column headers say the same words in spans).
const figure = (label: string) => screen.getByText(label, { selector: 'div' }).parentElement!;
const lineRow = (name: string) => screen.getByText(name, { selector: 'td *' }).closest<HTMLElement>('tr')!;

beforeEach(() => {
  drawn.length = 0;
});

describe('BudgetPage detail', () => {
  it("shows the budget's figures, its lines with the overrun tagged, and its expenses", async () => {
    renderDetail(READER);
    expect(await screen.findByRole('heading', { name: '乡村学校图书角' })).toBeInTheDocument();
    expect(within(figure('预算合计')).getByText('30.00万')).toHaveAttribute('title', '300,000.00');
    expect(within(figure('实际支出')).getByText('12.60万')).toBeInTheDocument();
    expect(within(figure('差额')).getByText('17.40万')).toBeInTheDocument();
    expect(within(figure('执行率')).getByText('42.00%')).toBeInTheDocument();
    expect(screen.getByText('版本: 第 1 版')).toBeInTheDocument();

    const training = within(lineRow('教师培训'));
    expect(training.getByText('超支')).toBeInTheDocument();
    expect(await training.findByText('培训活动')).toBeInTheDocument();
    expect(training.getByText('基金会自有资金')).toBeInTheDocument();
    expect(training.getByText('-6,000.00')).toBeInTheDocument();
    expect(training.getByText('130.00%')).toBeInTheDocument();
    expect(within(lineRow('图书采购')).queryByText('超支')).not.toBeInTheDocument();

    expect(await screen.findByText('记-2026-03-015')).toBeInTheDocument();
    expect(screen.getByText('第 1 版 · 预算 300,000.00 · 赵主任 批准')).toBeInTheDocument();
    // A reader sees no buttons.
    for (const name of ['登记支出', '编辑预算', '锁定', '修订', '批准', '提交审批']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });

  it('draws the lines planned against actual once the chart code arrives, the overrun bar in red', async () => {
    renderDetail(READER);
    expect(await screen.findByRole('img', { name: /各科目预算与实际支出柱状图/ })).toBeInTheDocument();
    const { option } = drawn.at(-1)!;
    const [planned, actual] = option.series as { name: string; data: unknown[] }[];
    expect(planned).toMatchObject({ name: '预算', data: [150000, 20000, 130000] });
    expect(actual).toMatchObject({
      name: '实际',
      data: [{ value: 100000 }, { value: 26000, itemStyle: { color: 'red' } }, { value: 0 }],
    });

    await user.click(screen.getByRole('radio', { name: '按期间' }));
    expect(await screen.findByRole('img', { name: /各期间预算与实际支出柱状图/ })).toBeInTheDocument();
    expect((drawn.at(-1)!.option.series as { data: unknown[] }[])[0]!.data).toEqual([200000, 100000]);
  });

  it.each<[string, string[], BudgetStatus, string[]]>([
    ['an approver of an approved budget', MANAGER, 'approved', ['登记支出', '锁定', '修订']],
    [
      'a manager of a draft',
      ['budget', 'budget:manage', 'budget:expense'],
      'draft',
      ['编辑预算', '提交审批'],
    ],
    // Approving is its approval's: no approve button, even for who holds budget:approve.
    ['an approver of a revising budget', MANAGER, 'revising', ['登记支出', '编辑预算', '提交审批']],
    ['an accounts officer of a locked budget', ['budget', 'budget:expense'], 'locked', []],
  ])('offers %s only what the status and permissions allow', async (_who, codes, status, expected) => {
    renderDetail(codes, status);
    await screen.findByRole('heading', { name: '乡村学校图书角' });
    for (const name of ['登记支出', '编辑预算', '提交审批', '批准', '锁定', '修订']) {
      if (expected.includes(name)) expect(screen.getByRole('button', { name })).toBeInTheDocument();
      else expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });

  it('locks after asking, with the optional comment and the version it was decided on', async () => {
    const { sent } = renderDetail(MANAGER, 'approved', {
      'POST /pm/budgets/5/lock': budgetFixture({ status: 'locked', version: 4 }),
    });
    await user.click(await screen.findByRole('button', { name: '锁定' }));
    expect(await screen.findByText('确定“锁定”该预算？')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(sentTo(sent, 'POST /pm/budgets/5/lock')).toHaveLength(1));
    expect(sentTo(sent, 'POST /pm/budgets/5/lock')[0]!.body).toEqual({ version: 3 });
    // The figures are read again.
    await waitFor(() => expect(sentTo(sent, 'GET /pm/budgets/5')).toHaveLength(2));
  });

  it('sends the comment written, and shows a refusal as the server words it', async () => {
    const { sent } = renderDetail(MANAGER, 'approved', {
      'POST /pm/budgets/5/revise': () => ({
        status: 409,
        body: { data: null, status: 'fail', msg: '预算已被他人修改，请刷新后重试', code: 50000 },
      }),
    });
    await user.click(await screen.findByRole('button', { name: '修订' }));
    await user.type(await screen.findByLabelText('说明（可选）'), '追加培训预算');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('预算已被他人修改，请刷新后重试')).toBeInTheDocument();
    expect(sentTo(sent, 'POST /pm/budgets/5/revise')[0]!.body).toEqual({
      version: 3,
      comment: '追加培训预算',
    });
  });

  it('records an expense and reads the figures, the chart and the expenses again', async () => {
    const { sent } = renderDetail(MANAGER, 'approved', {
      'GET /pm/budgets/5/spendable-appropriations': spendableFixture,
      'POST /pm/budgets/5/expenses': expenseFixture({ id: 32, amount: '500.00' }),
    });
    await user.click(await screen.findByRole('button', { name: '登记支出' }));
    await choose('预算科目', '图书采购（2026 上半年，剩余 50,000.00）');
    await typeDate('支出日期', '2026-04-02');
    await user.type(screen.getByLabelText('支出金额'), '500');
    await user.type(screen.getByLabelText('收款方'), '新华书店');
    await user.type(screen.getByLabelText('凭证号'), '记-2026-04-002');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(sentTo(sent, 'POST /pm/budgets/5/expenses')).toHaveLength(1));
    expect(sentTo(sent, 'POST /pm/budgets/5/expenses')[0]!.body).toMatchObject({ lineId: 21, amount: '500' });
    await waitFor(() => expect(sentTo(sent, 'GET /pm/budgets/5')).toHaveLength(2));
    expect(sentTo(sent, 'GET /pm/budgets/5/expenses')).toHaveLength(2);
  });

  it('reverses an expense after asking why, then reads the figures and the expenses again', async () => {
    const { sent } = renderDetail([...MANAGER, 'budget:expenseReverse'], 'approved', {
      'POST /pm/budgets/5/expenses/31/reverse': expenseFixture({
        reversal: { reason: '金额录错', reversedByName: '赵主任', reversedAt: '2026-04-02T08:00:00.000Z' },
      }),
    });
    const row = (await screen.findByText('记-2026-03-015')).closest<HTMLElement>('tr')!;
    await user.click(within(row).getByRole('button', { name: '冲销' }));
    expect(
      await screen.findByText(/冲销凭证 记-2026-03-015 的支出 26,000.00？记录会保留并标记为已冲销/),
    ).toBeInTheDocument();
    const confirm = () => screen.getAllByRole('button', { name: '冲销' }).at(-1)!;
    // No reason, no reversal.
    expect(confirm()).toBeDisabled();
    await user.type(screen.getByLabelText('冲销原因（必填）'), '金额录错');
    await user.click(confirm());
    await waitFor(() => expect(sentTo(sent, 'POST /pm/budgets/5/expenses/31/reverse')).toHaveLength(1));
    expect(sentTo(sent, 'POST /pm/budgets/5/expenses/31/reverse')[0]!.body).toEqual({ reason: '金额录错' });
    await waitFor(() => expect(sentTo(sent, 'GET /pm/budgets/5')).toHaveLength(2));
    expect(sentTo(sent, 'GET /pm/budgets/5/expenses')).toHaveLength(2);
  });

  it('shows a reversed expense struck through with why, by whom and when, and offers no second reversal', async () => {
    renderDetail([...MANAGER, 'budget:expenseReverse'], 'approved', {
      'GET /pm/budgets/5/expenses': pageOf([
        expenseFixture({
          reversal: { reason: '重复登记', reversedByName: '赵主任', reversedAt: '2026-04-02T08:00:00.000Z' },
        }),
      ]),
    });
    const row = (await screen.findByText('记-2026-03-015')).closest<HTMLElement>('tr')!;
    expect(within(row).getByText('已冲销')).toBeInTheDocument();
    expect(within(row).getByText(/重复登记（赵主任 于 .+ 冲销）/)).toBeInTheDocument();
    expect(within(row).getByText('26,000.00').closest('del')).not.toBeNull();
    expect(within(row).queryByRole('button', { name: '冲销' })).not.toBeInTheDocument();
  });

  it.each<[string, string[], BudgetStatus]>([
    ['without the reversal code', MANAGER, 'approved'],
    ['on a locked budget', [...MANAGER, 'budget:expenseReverse'], 'locked'],
  ])('offers no reversal %s', async (_case, codes, status) => {
    renderDetail(codes, status);
    expect(await screen.findByText('记-2026-03-015')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '冲销' })).not.toBeInTheDocument();
  });

  it('says when the budget does not exist', async () => {
    renderPage(<BudgetPage />, {
      url: '/project/budget?id=99',
      subject: staff(READER),
      replies: {
        'GET /pm/budgets/99': () => ({
          status: 404,
          body: { data: null, status: 'fail', msg: '预算不存在', code: 50000 },
        }),
      },
    });
    expect(await screen.findByText('预算不存在或已被删除')).toBeInTheDocument();
  });

  it('submits a draft for approval with the version shown and the comment written', async () => {
    const { sent } = renderDetail(['budget', 'budget:manage'], 'draft', {
      'POST /pm/budgets/5/submit': budgetFixture({
        status: 'draft',
        version: 4,
        approval: approvalLinkFixture(),
      }),
    });
    await user.click(await screen.findByRole('button', { name: '提交审批' }));
    expect(await screen.findByText('提交该预算审批？审批期间预算计划不能修改。')).toBeInTheDocument();
    await user.type(screen.getByLabelText('说明（可选）'), '首版预算');
    await user.click(screen.getAllByRole('button', { name: '提交审批' }).at(-1)!);
    expect(await screen.findByText('已提交审批')).toBeInTheDocument();
    expect(sentTo(sent, 'POST /pm/budgets/5/submit')[0]!.body).toEqual({ version: 3, comment: '首版预算' });
    await waitFor(() => expect(sentTo(sent, 'GET /pm/budgets/5')).toHaveLength(2));
  });

  it('keeps the plan read-only while its approval runs, says why, and shows where the approval stands', async () => {
    renderDetail(['budget', 'budget:manage'], 'draft', {
      'GET /pm/budgets/5': budgetFixture({
        status: 'draft',
        approval: approvalLinkFixture({ nodeName: '部门负责人', waitingFor: ['赵主任'] }),
      }),
      'GET /pm/approvals/instances/31': approvalInstanceFixture({ actions: [] }),
    });
    expect(await screen.findByText('审批中 · 部门负责人 · 等待 赵主任')).toBeInTheDocument();
    const edit = screen.getByRole('button', { name: '编辑预算' });
    expect(edit).toBeDisabled();
    expect(edit).toHaveAccessibleDescription('预算正在审批中，计划只读');
    expect(screen.queryByRole('button', { name: '提交审批' })).not.toBeInTheDocument();
  });
});
