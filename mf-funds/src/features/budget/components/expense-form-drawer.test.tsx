import { screen, waitFor, within } from '@testing-library/react';
import { expenseForm, formErrorMessages, validateForm } from '@pm/domain/forms';
import { budgetFixture, dictReplies, expenseFixture, spendableFixture } from '../testing/fixtures';
import { choose, itemOf, typeDate } from '../testing/form-helpers';
import { renderPage, sentTo, staff, user } from '../../../testing/test-harness';
import { ExpenseFormDrawer } from './expense-form-drawer';

function renderDrawer(reply: unknown, onClose = jest.fn()) {
  const view = renderPage(<ExpenseFormDrawer budget={budgetFixture()} visible onClose={onClose} />, {
    url: '/project/budget?id=5',
    subject: staff(['budget', 'budget:expense']),
    replies: {
      'GET /pm/budgets/5/spendable-appropriations': spendableFixture,
      'POST /pm/budgets/5/expenses': reply,
      ...dictReplies,
    },
  });
  return { ...view, onClose };
}

async function fillValidExpense() {
  await choose('预算科目', '教师培训（2026 上半年，已超支 6,000.00）');
  await typeDate('支出日期', '2026-03-15');
  await user.type(screen.getByLabelText('支出金额'), '500');
  await user.type(screen.getByLabelText('收款方'), '昆明师范学院');
  await user.type(screen.getByLabelText('凭证号'), '记-2026-04-001');
}

describe('ExpenseFormDrawer', () => {
  it("refuses a date outside the line's period and more than the appropriation has left, as the server would", async () => {
    renderDrawer(expenseFixture({ id: 32 }));
    await choose('预算科目', '教师培训（2026 上半年，已超支 6,000.00）');
    expect(within(itemOf('预算科目')).getByText('所属期间 2026-01-01 至 2026-06-30')).toBeInTheDocument();

    await typeDate('支出日期', '2026-07-01');
    const [outside] = formErrorMessages(
      expenseForm,
      validateForm(
        expenseForm,
        { ...expenseFixture(), fileId: null, date: '2026-07-01' },
        {
          periodStart: '2026-01-01',
          periodEnd: '2026-06-30',
          appropriationAvailable: null,
          today: '2026-11-21',
        },
      ),
      'zh-CN',
    );
    expect(outside!.message).toBe('支出日期须在 2026-01-01 至 2026-06-30 之间');
    expect(await within(itemOf('支出日期')).findByText(outside!.message)).toBeInTheDocument();
    await typeDate('支出日期', '2026-06-30');
    await waitFor(() => expect(within(itemOf('支出日期')).queryByRole('alert')).not.toBeInTheDocument());

    await user.type(screen.getByLabelText('支出金额'), '600');
    await choose('关联拨款', 'BK2026000041（未列支 500.00 / 100,000.00）');
    expect(
      await within(itemOf('支出金额')).findByText('支出金额不能超过该笔拨款未列支金额 500.00'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('支出金额'));
    await user.type(screen.getByLabelText('支出金额'), '500');
    await waitFor(() => expect(within(itemOf('支出金额')).queryByRole('alert')).not.toBeInTheDocument());
  });

  it('records the expense with what was typed and closes', async () => {
    const { sent, onClose } = renderDrawer(expenseFixture({ id: 32, amount: '500.00' }));
    await fillValidExpense();
    await choose('关联拨款', 'BK2026000041（未列支 500.00 / 100,000.00）');
    await user.type(screen.getByLabelText('备注'), ' 第二期培训 ');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(sentTo(sent, 'POST /pm/budgets/5/expenses')).toHaveLength(1));
    expect(sentTo(sent, 'POST /pm/budgets/5/expenses')[0]!.body).toEqual({
      lineId: 22,
      amount: '500',
      date: '2026-03-15',
      payee: '昆明师范学院',
      voucherNo: '记-2026-04-001',
      fileId: null,
      appropriationId: 41,
      remark: '第二期培训',
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('支出 500.00 已登记')).toBeInTheDocument();
  });

  it('puts the messages of a refused form under its fields', async () => {
    const { onClose } = renderDrawer(() => ({
      status: 422,
      body: {
        data: { errors: [{ field: 'voucherNo', message: '凭证号已登记过' }] },
        status: 'fail',
        msg: '凭证号已登记过',
        code: 50000,
      },
    }));
    await fillValidExpense();
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await within(itemOf('凭证号')).findByText('凭证号已登记过')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
