import { expect, test } from './support-test';
import { signedIn, staffToken } from './api-session';
import { approvedBudget, fromToday, fundedProject } from './funds-support';
import { fillDate, formItem, pickOption } from './project-support';

test('an expense dated in the future is refused under its date, and nothing is recorded', async ({
  page,
  request,
}) => {
  test.slow();
  const officer = await staffToken(request, 'officer');
  const project = await fundedProject(request, officer, `支出日期演练项目${Date.now()}`);
  // Its first period holds today: the date's only fault is that it has not come yet.
  const budget = await approvedBudget(request, officer, project.id);

  await signedIn(page, officer);
  await page.goto(`/project/budget?id=${budget.id}`);
  const content = page.locator('.arco-layout-content');
  await content.getByRole('button', { name: '登记支出' }).click();
  const expense = page.locator('.arco-drawer:visible');
  await pickOption(expense, '预算科目', '教师培训');
  await expense.getByRole('textbox', { name: /支出金额/ }).fill('500');
  await fillDate(expense, '支出日期', fromToday(11));
  await expense.getByRole('textbox', { name: '收款方' }).fill('乡村阅读服务中心');
  await expense.getByRole('textbox', { name: '凭证号' }).fill('记-2026-12-005');
  await expense.locator('.arco-btn-primary').last().click();
  await expect(formItem(expense, '支出日期')).toContainText(`支出日期不能晚于今天（${fromToday(0)}）`);
  await expect(expense).toBeVisible();

  await fillDate(expense, '支出日期', fromToday(0));
  await expect(formItem(expense, '支出日期')).not.toContainText('不能晚于今天');
  await expense.locator('.arco-btn-primary').last().click();
  await expect(expense).toBeHidden();
  await expect(content.locator('tbody tr', { hasText: '记-2026-12-005' })).toHaveCount(1);
});
