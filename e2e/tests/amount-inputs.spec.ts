import { expect, test } from './support-test';
import { signedIn, staffToken } from './api-session';
import { drawer, fillField, formItem } from './project-support';

test('新建项目 keeps the amount and count as typed, says which rule each breaks, and saves nothing', async ({
  page,
}) => {
  await signedIn(page, await staffToken(page.request, 'officer'));
  let posted = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/pm/projects') posted += 1;
  });
  await page.goto('/project/list');
  await page.locator('.arco-layout-content').getByRole('button', { name: '新建项目' }).click();
  const form = drawer(page, '新建项目');
  await expect(form).toBeVisible();

  const budget = form.getByRole('textbox', { name: '计划预算', exact: true });
  for (const [typed, rule] of [
    ['-1000', '计划预算不能为负数'],
    ['-5', '计划预算不能为负数'],
    ['12345678901234567890', '计划预算不能超过 1,000,000,000,000.00'],
    ['1234.567', '计划预算最多两位小数'],
  ]) {
    await budget.fill(typed!);
    await expect(budget).toHaveValue(typed!);
    await expect(formItem(form, '计划预算')).toContainText(rule!);
  }
  const count = formItem(form, '目标受益人数').locator('input');
  await count.fill('-5');
  await expect(count).toHaveValue('-5');
  await expect(formItem(form, '目标受益人数')).toContainText('目标受益人数须为 0 到 100000000 之间的整数');

  await fillField(form, '项目名称', '金额规则演练项目');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(formItem(form, '计划预算')).toContainText('计划预算最多两位小数');
  await expect(budget).toHaveValue('1234.567');
  await expect(form).toBeVisible();
  expect(posted).toBe(0);
});
