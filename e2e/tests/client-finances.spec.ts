import { readFile } from 'node:fs/promises';
import { expect, test } from './support-test';
import type { ClientFinances } from '../../shared/domain/src/shapes/client-finances';
import { formatMoney } from '../../shared/domain/src/money';
import { apiCall, staffToken } from './api-session';
import { storedToken } from './support';
import { pageOverflow, signInAsClient } from './client-support';

test('a beneficiary reads their finances as the staff side has them, downloads a receipt, also on a phone', async ({
  page,
}, testInfo) => {
  await signInAsClient(page);

  await page.locator('.arco-menu').getByText('资助信息查询', { exact: true }).click();
  await expect(page).toHaveURL(/\/client\/finances$/);

  // What the portal's API says, and what the staff side says for the same payments.
  const client = (await storedToken(page))!;
  const data = await apiCall<ClientFinances>(page.request, client, 'GET', '/client/finances');
  const me = await apiCall<{ id: number }>(page.request, client, 'GET', '/client/auth_user');
  const admin = await staffToken(page.request, 'admin');
  const staffSide = await apiCall<{ totalPaid: string }>(
    page.request,
    admin,
    'GET',
    `/pm/beneficiaries/${me.id}/payments`,
  );
  await expect(page.getByTestId('figure-paid')).toContainText(formatMoney(staffSide.totalPaid));

  const payment = data.projects
    .flatMap((project) => project.instalments.flatMap((row) => row.payments))
    .find((row) => row.status === 'paid' && row.hasReceipt)!;
  expect(payment).toBeTruthy();
  const detail = await apiCall<{ amount: string; paidDate: string; status: string }>(
    page.request,
    admin,
    'GET',
    `/pm/appropriations/${payment.id}`,
  );
  expect(detail.status).toBe('paid');
  const download = page.getByRole('button', { name: `下载回单 ${payment.code}` });
  const row = page.locator('.arco-table-tr').filter({ has: download });
  await expect(row).toContainText(formatMoney(detail.amount));
  await expect(row).toContainText('已拨付');

  await page.screenshot({ path: testInfo.outputPath('finances-desktop.png'), fullPage: true });
  const saved = page.waitForEvent('download');
  await download.click();
  const file = await saved;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // A phone: the instalments are cards, nothing scrolls sideways, the receipt still downloads.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  await expect(page.getByTestId('row-cards').first()).toBeVisible();
  await expect(page.locator('.arco-layout-content .arco-table')).toHaveCount(0);
  await expect(page.getByTestId('figure-paid')).toContainText(formatMoney(staffSide.totalPaid));
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath('finances-375.png'), fullPage: true });
  const onPhone = page.waitForEvent('download');
  await page.getByRole('button', { name: `下载回单 ${payment.code}` }).click();
  expect((await onPhone).suggestedFilename()).toMatch(/\.pdf$/);
});
