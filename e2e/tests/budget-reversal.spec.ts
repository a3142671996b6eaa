import { expect, test, type Page } from './support-test';
import { signedIn, staffToken } from './api-session';
import { approvedBudget, fundedProject, recordExpense } from './funds-support';

const content = (page: Page) => page.locator('.arco-layout-content');

test('a wrongly recorded expense is reversed with a reason on the budget page, and the figures leave it out', async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  const officer = await staffToken(request, 'officer');
  const admin = await staffToken(request, 'admin');
  const project = await fundedProject(request, officer, `冲销演练项目${Date.now()}`);
  const budget = await approvedBudget(request, officer, project.id);
  // On the training line (600.00) the officer records 240.00 where 24.00 was meant, and a correct 60.00.
  await recordExpense(request, officer, budget, '教师培训', '240.00', '记-2026-11-101');
  await recordExpense(request, officer, budget, '教师培训', '60.00', '记-2026-11-102');

  // The officer may record expenses but not reverse them.
  const officerContext = await browser.newContext();
  const officerPage = await officerContext.newPage();
  await signedIn(officerPage, officer);
  await officerPage.goto(`/project/budget?id=${budget.id}`);
  await expect(content(officerPage).getByText('记-2026-11-101')).toBeVisible();
  await expect(content(officerPage).getByRole('button', { name: '冲销' })).toHaveCount(0);
  await officerContext.close();

  await signedIn(page, admin);
  await page.goto(`/project/budget?id=${budget.id}`);
  const trainingLine = content(page).locator('tbody tr', { hasText: '教师培训' }).first();
  await expect(trainingLine).toContainText('50.00%');
  const wrong = content(page).locator('tbody tr', { hasText: '记-2026-11-101' });
  await wrong.getByRole('button', { name: '冲销' }).click();

  const question = page.locator('.arco-popconfirm:visible');
  await expect(question).toContainText('冲销凭证 记-2026-11-101 的支出 240.00？');
  const confirmButton = question.getByRole('button', { name: '冲销' });
  await expect(confirmButton).toBeDisabled();
  await question.getByRole('textbox', { name: '冲销原因（必填）' }).fill('金额录入错误，应为 24.00');
  await confirmButton.click();

  await expect(page.getByText('支出 240.00 已冲销')).toBeVisible();
  await expect(trainingLine).toContainText('10.00%');
  await expect(wrong).toContainText('已冲销');
  await expect(wrong).toContainText('金额录入错误，应为 24.00（系统管理员 于');
  await expect(wrong.locator('del')).toContainText('240.00');
  await expect(wrong.getByRole('button', { name: '冲销' })).toHaveCount(0);
  // The other expense is untouched and may still be reversed.
  const kept = content(page).locator('tbody tr', { hasText: '记-2026-11-102' });
  await expect(kept).not.toContainText('已冲销');
  await expect(kept.getByRole('button', { name: '冲销' })).toBeVisible();

  // Read again from the server: the reversal holds.
  await page.reload();
  await expect(trainingLine).toContainText('10.00%');
  await expect(wrong).toContainText('已冲销');
});
