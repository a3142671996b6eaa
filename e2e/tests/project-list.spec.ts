import { readFileSync } from 'node:fs';
import { expect, test } from './support-test';
import { signedIn, staffToken } from './api-session';
import { pickOption } from './project-support';

test.beforeEach(async ({ page }) => {
  await signedIn(page, await staffToken(page.request, 'admin'));
});

test('the search form filters by status and keyword through the URL, and the export holds the same rows', async ({
  page,
}) => {
  await page.goto('/project/list');
  const content = page.locator('.arco-layout-content');
  await expect(content.locator('.arco-table-tr').nth(1)).toBeVisible();
  const search = content.locator('form').first();
  await pickOption(search, '状态', '执行中');
  await search.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/status=in_progress/);
  await expect(content.locator('.arco-result')).toHaveCount(0);
  const statusCells = content.locator('tbody tr td:nth-child(5)');
  await expect(statusCells.first()).toBeVisible();
  await expect(statusCells.filter({ hasNotText: /^执行中$/ })).toHaveCount(0);

  await search.getByRole('textbox', { name: '关键字' }).fill('五华区');
  await search.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/keyword=/);
  const nameCells = content.locator('tbody tr td:nth-child(3)');
  await expect(nameCells.filter({ hasNotText: '五华区' })).toHaveCount(0);
  const names = await nameCells.allTextContents();
  expect(names.length).toBeGreaterThan(0);

  // A reload keeps the filters: they live in the URL.
  await page.reload();
  await expect(content.locator('tbody tr')).toHaveCount(names.length);

  const download = page.waitForEvent('download');
  await content.getByRole('button', { name: '导出', exact: true }).click();
  const file = await download;
  // Saved under the name the server sends (Content-Disposition), in the page's language.
  expect(file.suggestedFilename()).toMatch(/^项目列表-\d{8}\.xlsx$/);
  const bytes = readFileSync(await file.path());
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
});
