import { expect, test, type Locator, type Page } from './support-test';
import { signedIn, staffToken } from './api-session';
import { switchLanguage } from './frame-support';

/** A seeded active volunteer (server/src/seed/demo/volunteers.ts: the first demo volunteer is active). */
const CODE = 'ZYD0001';

/** Types a date and time into the picker of the form item labelled `label`, and confirms it. */
async function pickTime(scope: Locator, label: string, value: string): Promise<void> {
  const input = scope.locator('.arco-form-item', { hasText: label }).locator('input');
  await input.click();
  await input.fill(value);
  await input.press('Enter');
  await expect(input).toHaveValue(value);
}

/** The volunteer's row on the list, found by its code, and its verified hours as shown. */
async function verifiedHoursOnList(page: Page): Promise<number> {
  await page.goto(`/related/volunteer?keyword=${CODE}`);
  const row = page.locator('tbody .arco-table-tr', { hasText: CODE });
  await expect(row).toHaveCount(1);
  const cell = row.locator('.arco-table-td').nth(9);
  await expect(cell).toHaveText(/^\d+\.\d{2}$/);
  return Number(await cell.textContent());
}

test('records a service, marks it attended, verifies it, and the list’s verified hours grow by its hours', async ({
  page,
}) => {
  await signedIn(page, await staffToken(page.request, 'admin'));
  const before = await verifiedHoursOnList(page);

  await page.locator('tbody .arco-table-tr', { hasText: CODE }).getByRole('link', { name: CODE }).click();
  await expect(page).toHaveURL(/\/related\/volunteer\/detail\?id=\d+/);
  await expect(page.getByText('服务记录', { exact: true })).toBeVisible();

  // Record a service: project, activity, planned times (checked as typed by the shared schema).
  await page.getByRole('button', { name: '登记服务' }).click();
  const drawer = page.locator('.arco-drawer');
  await expect(drawer.getByText('登记服务').first()).toBeVisible();
  await drawer.locator('.arco-form-item', { hasText: '服务项目' }).locator('.arco-select').click();
  await page.locator('.arco-select-option').first().click();
  await drawer.locator('.arco-form-item', { hasText: '服务内容' }).locator('input').fill('端到端测试服务');
  await pickTime(drawer, '计划开始', '2026-11-02 09:00');
  await pickTime(drawer, '计划结束', '2026-11-02 08:00');
  await expect(drawer.getByText('计划结束须晚于计划开始')).toBeVisible();
  await pickTime(drawer, '计划结束', '2026-11-02 12:10');
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(drawer).toBeHidden();

  const record = page.locator('tbody .arco-table-tr', { hasText: '端到端测试服务' });
  await expect(record).toContainText('已排班');

  // Attended, at the planned times: 09:00–12:10 counts as 3.25 hours.
  await record.getByRole('button', { name: '登记到岗' }).click();
  const dialog = page.locator('.arco-modal');
  await expect(dialog.getByText('折算服务时长：3.25 小时')).toBeVisible();
  await dialog.getByRole('button', { name: '登记到岗' }).click();
  await expect(dialog).toBeHidden();
  await expect(record).toContainText('已到岗');
  await expect(record).toContainText('3.25');

  // Verified after a confirmation.
  await record.getByRole('button', { name: '核验通过' }).click();
  await page.locator('.arco-popconfirm').getByRole('button', { name: '确定' }).click();
  await expect(record).toContainText('已审核');
  await expect(record).toContainText('系统管理员');

  const after = await verifiedHoursOnList(page);
  expect(after.toFixed(2)).toBe((before + 3.25).toFixed(2));
});

test('the register drawer and the detail page in both languages on one page', async ({ page }) => {
  await signedIn(page, await staffToken(page.request, 'admin'));
  await page.goto('/related/volunteer');
  await expect(page.locator('tbody .arco-table-tr').first()).toBeVisible();

  // A wrong check digit, said as it is typed, in the language of the moment.
  const drawer = page.locator('.arco-drawer');
  const idNumber = drawer.locator('.arco-form-item', { hasText: /证件号码|ID number/ }).locator('input');
  await page.getByRole('button', { name: '登记志愿者' }).click();
  await idNumber.fill('110105194912310021');
  await expect(drawer.getByText('证件号码校验位不正确，请核对')).toBeVisible();
  await drawer.getByRole('button', { name: '取消' }).click();
  await page.locator('.arco-modal').getByRole('button', { name: '放弃修改' }).click();
  await expect(drawer).toBeHidden();

  await switchLanguage(page, 'English');
  await page.getByRole('button', { name: 'Register a volunteer' }).click();
  await idNumber.fill('110105194912310021');
  await expect(drawer.getByText("The ID number's check digit is wrong; check the number")).toBeVisible();
  await idNumber.fill('11010519491231002X');
  await expect(drawer.getByText(/check digit is wrong/)).toHaveCount(0);
  await expect(drawer.locator('.arco-form-item', { hasText: 'Birth date' }).locator('input')).toHaveValue(
    '1949-12-31',
  );
  await drawer.getByRole('button', { name: 'Cancel' }).click();
  await page.locator('.arco-modal').getByRole('button', { name: 'Discard' }).click();
  await expect(drawer).toBeHidden();

  // The list and the detail in English, then in Chinese again, without leaving the page.
  await expect(page.getByText('Verified hours', { exact: true })).toBeVisible();
  const keyword = page.getByPlaceholder('Name, code, or a whole mobile or ID number');
  await keyword.fill(CODE);
  await keyword.press('Enter');
  await page.getByRole('link', { name: CODE }).click();
  await expect(page.getByRole('button', { name: 'Record a service' })).toBeVisible();
  await expect(page.getByText('Service records', { exact: true })).toBeVisible();
  await expect(page.getByText('已核验时长')).toHaveCount(0);
  await switchLanguage(page, '简体中文');
  await expect(page.getByRole('button', { name: '登记服务' })).toBeVisible();
  await expect(page.getByText('已核验时长')).toBeVisible();
});

test('at 375 px the list, the detail and the register drawer fit the phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signedIn(page, await staffToken(page.request, 'admin'));
  const overflow = () =>
    page.evaluate(() => {
      const content = document.querySelector('.arco-layout-content')!.parentElement!;
      return Math.max(
        document.documentElement.scrollWidth - window.innerWidth,
        content.scrollWidth - content.clientWidth,
      );
    });
  await page.goto(`/related/volunteer?keyword=${CODE}`);
  await expect(page.locator('tbody .arco-table-tr', { hasText: CODE })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);

  await page.getByRole('button', { name: '登记志愿者' }).click();
  const drawer = page.locator('.arco-drawer');
  await expect(drawer.getByText('紧急联系人').first()).toBeVisible();
  // Once it has slid in: its left edge on the screen, its right edge at the screen's.
  await expect
    .poll(async () => {
      const box = await drawer.boundingBox();
      return box ? [box.x >= 0, Math.round(box.x + box.width)] : null;
    })
    .toEqual([true, 375]);
  await drawer.getByRole('button', { name: '取消' }).click();
  await expect(drawer).toBeHidden();

  await page.getByRole('link', { name: CODE }).click();
  await expect(page.getByRole('button', { name: '登记服务' })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
});
