import { expect, test, type Page } from '@playwright/test';
import { signedIn, staffToken } from './api-session';
import { approvedBudget, fundedProject } from './funds-support';
import { confirm, fillDate, pickOption } from './project-support';

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

test('a payment is verified by someone other than its author, paid by someone other than its verifier, and its expense moves the budget', async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  const officer = await staffToken(request, 'officer');
  const admin = await staffToken(request, 'admin');
  const name = `拨款演练项目${Date.now()}`;
  const project = await fundedProject(request, { officer, admin }, name);
  const budget = await approvedBudget(request, { officer, admin }, project.id);

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

  // Unverified: one row of this project, 100 000.00; the officer who created it may not verify it.
  await openView(page, 'unverified', name);
  await expectTotals(page, 1, '10.00万');
  await content(page).locator('tbody tr').first().getByRole('link').first().click();
  await expect(page.locator('.arco-drawer:visible')).toContainText('首期图书采购');
  const ownVerify = page.locator('.arco-drawer:visible').getByRole('button', { name: '核验通过' });
  await expect(ownVerify).toBeDisabled();
  await ownVerify.locator('xpath=..').hover();
  await expect(page.locator('.arco-tooltip-content')).toContainText(
    '这条记录由您创建或提交，须由其他同事审核',
  );
  await page.keyboard.press('Escape');

  // Another person (finance) verifies it, and may not pay what they verified.
  const financeContext = await browser.newContext();
  const finance = await financeContext.newPage();
  await signedIn(finance, await staffToken(request, 'finance'));
  await openView(finance, 'unverified', name);
  await content(finance).locator('tbody tr').first().getByRole('link').first().click();
  await finance.locator('.arco-drawer:visible').getByRole('button', { name: '核验通过' }).click();
  await confirm(finance);
  await expect(finance.locator('.arco-message')).toContainText('核验通过');
  await finance.keyboard.press('Escape');
  await expect(content(finance).locator('.arco-empty')).toBeVisible();
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
