import { expect, test } from './support-test';
import { signedIn, staffToken } from './api-session';
import { switchLanguage } from './frame-support';

const CHINESE = /[\u4e00-\u9fff]/;
/** The words the operation log stores for its records: a reader must never see them raw on a Chinese page. */
const ENTITY_WORDS = /\b(project|application|agreement|report|appropriation|budget|expense|material|file)\b/;

test('English pages count in K/M/B and read the activity in English; a switch follows at once', async ({
  page,
}) => {
  await signedIn(page, await staffToken(page.request, 'admin'), 'en-US');
  await page.goto('/home/workplace');
  for (const key of ['approvedTotal', 'appropriatedTotal', 'paidTotal']) {
    const card = page.getByTestId(`overview-${key}`);
    await expect(card).toContainText(/\d(\.\d+)?[KMB]\b/);
    await expect(card).not.toContainText(/万|亿/);
  }
  const activity = page.getByTestId('activity');
  await expect(activity.first()).toBeVisible();
  for (const title of await activity.locator('.arco-list-item-meta-title').allTextContents()) {
    expect(title).not.toMatch(CHINESE);
  }

  // The page's texts and the server's: both follow a switch without a reload.
  await switchLanguage(page, '简体中文');
  await expect(page.getByTestId('overview-approvedTotal')).toContainText(/万|亿/);
  await expect(activity.first().locator('.arco-list-item-meta-title')).toContainText(CHINESE);
  for (const title of await activity.locator('.arco-list-item-meta-title').allTextContents()) {
    expect(title).not.toMatch(ENTITY_WORDS);
  }
});

test('Chinese pages name every record, archive category and server message in Chinese', async ({ page }) => {
  await signedIn(page, await staffToken(page.request, 'admin'));

  // A project whose history has applications, agreements, reports, budgets, expenses and payments.
  await page.goto('/project/list/detail?id=13&tab=timeline');
  const lines = page.locator('.arco-timeline-item');
  await expect(lines.first()).toBeVisible();
  const texts = await lines.allTextContents();
  expect(texts.length).toBeGreaterThan(5);
  for (const text of texts) expect(text).not.toMatch(ENTITY_WORDS);

  await page.goto('/archives/material');
  const rows = page.locator('tbody .arco-table-tr');
  await expect(rows.first()).toBeVisible();
  const column = await rows.evaluateAll((elements) =>
    elements.map((row) => row.querySelectorAll('.arco-table-td')[2]?.textContent ?? ''),
  );
  expect(column.length).toBeGreaterThan(0);
  for (const category of column) expect(category).toMatch(CHINESE);

  // A message only the server can give: the current password is wrong.
  await page.goto('/user/setting');
  await page.getByRole('tab', { name: '安全设置' }).click();
  await page.getByRole('button', { name: '修改密码' }).click();
  const form = page.getByTestId('change-password-form');
  await form.getByLabel('当前密码').fill('Wrong@12345');
  await form.getByLabel('新密码', { exact: true }).fill('Better@2026');
  await form.getByLabel('确认新密码').fill('Better@2026');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByText('当前密码不正确')).toBeVisible();
});
