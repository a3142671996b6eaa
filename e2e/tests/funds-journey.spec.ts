import { expect, test, type Page } from './support-test';
import { signedIn, staffToken } from './api-session';
import { approveRecord } from './approval-support';
import { approvedBudget, fundedProject } from './funds-support';
import { fillDate, pickOption } from './project-support';

const content = (page: Page) => page.locator('.arco-layout-content');

/** The totals bar of the filtered rows reads `count` items and `sum`. */
async function expectTotals(page: Page, count: number, sum: string): Promise<void> {
  const totals = content(page).getByRole('region', { name: '筛选结果合计' });
  await expect(totals).toContainText(`${count} 笔`);
  await expect(totals).toContainText(sum);
}

/** Opens a view filtered to one project's rows by keyword. */
async function openView(page: Page, view: 'unverified' | 'wait' | 'already', keyword: string) {
  await page.goto(`/project/appropriation/${view}?keyword=${encodeURIComponent(keyword)}`);
}

test('a payment is verified through its approval by others than its author, paid by none of its approvers, and its expense moves the budget', async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  const officer = await staffToken(request, 'officer');
  const name = `拨款演练项目${Date.now()}`;
  const project = await fundedProject(request, officer, name);
  const budget = await approvedBudget(request, officer, project.id);

  // Create: project → agreement → instalment; the amount is prefilled and checked as it is typed.
  await signedIn(page, officer);
  await page.goto(`/project/appropriation/create?projectId=${project.id}`);
  const form = content(page).locator('form');
  await pickOption(form, '资助协议', project.agreementNumber);
  await pickOption(form, '拨付期次', '第 1 期');
  const amount = form.getByRole('textbox', { name: /拨款金额/ });
  await expect(amount).toHaveValue(/180,?000\.00/);
  await amount.fill('180000.01');
  await amount.blur();
  await expect(form).toContainText('拨款金额不能超过本期可拨余额 180000.00');
  await amount.fill('100000');
  await amount.blur();
  await expect(form).not.toContainText('不能超过');
  await form.getByRole('textbox', { name: '用途' }).fill('首期图书采购');
  await form.getByRole('button', { name: '提交拨付申请' }).click();
  await expect(page).toHaveURL(/\/project\/appropriation\/unverified/);
  await expect(page.locator('.arco-message')).toContainText('已提交，等待核验');

  // Unverified: one row of this project, 100 000.00, in its approval at finance; its author may not verify it (the
  // page offers no verify button at all), only follow it or take it back.
  await openView(page, 'unverified', name);
  await expectTotals(page, 1, '10.00万');
  await expect(content(page).locator('tbody tr').first().getByRole('checkbox')).toBeDisabled();
  await content(page).locator('tbody tr').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/[?&]open=\d+/);
  const created = new URL(page.url()).searchParams.get('open');
  const drawer = page.locator('.arco-drawer:visible');
  await expect(drawer).toContainText('首期图书采购');
  await expect(drawer.getByText(/^审批中 · 财务核验 · 等待 /)).toBeVisible();
  await expect(drawer.getByRole('link', { name: '在审批中查看' })).toHaveAttribute(
    'href',
    /\/archives\/approva\?instance=\d+/,
  );
  await expect(drawer.getByRole('button', { name: '撤回' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: '核验通过' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Finance approves its task from the list's batch; from 100 000.00 the department head approves too.
  const financeContext = await browser.newContext();
  const finance = await financeContext.newPage();
  await signedIn(finance, await staffToken(request, 'finance'));
  await openView(finance, 'unverified', name);
  const row = content(finance).locator('tbody tr').first();
  await expect(row.getByRole('checkbox')).toBeEnabled();
  await row.locator('.arco-checkbox').click();
  await expect(row.getByRole('checkbox')).toBeChecked();
  await content(finance).getByRole('button', { name: '批量核验' }).click();
  await finance.getByRole('dialog', { name: '批量核验' }).getByRole('button', { name: '核验通过' }).click();
  const result = finance.getByRole('dialog', { name: '批量“核验通过”结果' });
  await expect(result).toContainText('1 笔已完成');
  await result.getByRole('button', { name: '确定' }).click();
  await approveRecord(request, officer, `/pm/appropriations/${created}`, ['head']);

  // Verified: nobody who approved it at any node pays it.
  await openView(finance, 'wait', name);
  await expectTotals(finance, 1, '10.00万');
  await content(finance).locator('tbody tr').first().getByRole('link').first().click();
  await expect(
    finance.locator('.arco-drawer:visible').getByRole('button', { name: '确认支付' }),
  ).toBeDisabled();
  await financeContext.close();

  // The officer pays it.
  await openView(page, 'wait', name);
  await content(page).locator('tbody tr').first().getByRole('link').first().click();
  await page.locator('.arco-drawer:visible').getByRole('button', { name: '确认支付' }).click();
  const payment = page.locator('.arco-modal:visible');
  await payment.getByRole('textbox', { name: '凭证号' }).fill('记-2026-11-088');
  await payment.locator('.arco-btn-primary').click();
  await expect(page.locator('.arco-message')).toContainText('已');
  await openView(page, 'already', name);
  await expectTotals(page, 1, '10.00万');
  await expect(content(page).locator('tbody tr').first()).toContainText('已支付');
  await openView(page, 'wait', name);
  await expect(content(page).locator('.arco-empty')).toBeVisible();

  // The budget: nothing spent yet; an expense funded by the payment moves the training line (600.00) to 50 %.
  await page.goto(`/project/budget?id=${budget.id}`);
  const trainingLine = content(page).locator('tbody tr', { hasText: '教师培训' }).first();
  await expect(trainingLine).toContainText('0.00%');
  await content(page).getByRole('button', { name: '登记支出' }).click();
  const expense = page.locator('.arco-drawer:visible');
  await pickOption(expense, '预算科目', '教师培训');
  await expense.getByRole('textbox', { name: /支出金额/ }).fill('300');
  await fillDate(expense, '支出日期', new Date().toISOString().slice(0, 10));
  await pickOption(expense, '关联拨款', 'BK');
  await expense.getByRole('textbox', { name: '收款方' }).fill('乡村阅读服务中心');
  await expense.getByRole('textbox', { name: '凭证号' }).fill('记-2026-11-090');
  await expense.locator('.arco-btn-primary').last().click();
  await expect(trainingLine).toContainText('50.00%');
});
