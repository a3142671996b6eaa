import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support-test';
import { CLIENT_BASE as clientBase, signInAsClient as signIn } from './client-support';
import { PORT } from './support-test';

/** Clicks what starts a download and checks the file saved is a PDF; returns its name. */
async function downloadedPdf(page: Page, start: () => Promise<void>): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), start()]);
  const path = await download.path();
  const bytes = await readFile(path);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  return download.suggestedFilename();
}

const noSidewaysScroll = async (page: Page) =>
  expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);

test('a beneficiary reads an agreement, downloads its PDF and a certificate, and sees the verify code', async ({
  page,
}) => {
  // A loaded machine (2 cores, several builds) takes a while to fetch the remote and render the first PDFs.
  test.setTimeout(180_000);
  await signIn(page);
  await page.goto(`${clientBase}/client/cert`);

  // Agreements: her signed ones, read-only in a drawer, and the PDF.
  // A row of the answer (while it loads, the table's one row is its loading placeholder).
  const firstRow = page.locator('tbody tr', { hasText: /XY\d/ }).first();
  await expect(firstRow).toBeVisible({ timeout: 45_000 });
  const number = (await firstRow.locator('td').first().innerText()).trim();
  expect(number).toMatch(/^XY/);
  await page.getByRole('button', { name: `查看协议 ${number}` }).click();
  const drawer = page.locator('.arco-drawer');
  await expect(drawer.getByText('资金用途')).toBeVisible();
  await expect(drawer.getByText('拨付计划')).toBeVisible();
  await expect(drawer.getByRole('textbox')).toHaveCount(0);
  const name = await downloadedPdf(page, () =>
    drawer.getByRole('button', { name: `下载协议 ${number} 的 PDF` }).click(),
  );
  expect(name).toBe(`${number}.pdf`);
  await drawer.locator('.arco-drawer-close-icon').click();

  // Certificates: the tab in the URL, a valid one's PDF, the verify code and the public page it opens.
  await page.getByRole('tab', { name: '我的证书' }).click();
  await expect(page).toHaveURL(/tab=certificates/);
  const valid = page.locator('tbody tr', { hasText: '有效' }).first();
  await expect(valid).toBeVisible();
  await expect(page.locator('tbody tr', { hasText: '已作废' })).toHaveCount(1);
  const certNumber = (await valid.locator('td').first().innerText()).trim();
  await downloadedPdf(page, () =>
    page.getByRole('button', { name: `下载证书 ${certNumber} 的 PDF` }).click(),
  );
  const code = (await valid.locator('code').innerText()).trim();
  expect(code.length).toBeGreaterThanOrEqual(16);
  const verifyHref = await valid.getByRole('link', { name: /在线验证/ }).getAttribute('href');
  expect(verifyHref).toContain(`/verify/${code}`);
  const verified = await page.request.get(`http://localhost:${PORT}/verify/${code}`);
  expect(verified.status()).toBe(200);
  expect(await verified.text()).toContain(certNumber);

  // A phone: the lists are cards, nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  await expect(page.getByTestId('row-cards').first()).toBeVisible();
  await expect(page.getByText(code)).toBeVisible();
  await noSidewaysScroll(page);
  await page.goto(`${clientBase}/client/cert?tab=agreements`);
  await expect(page.getByTestId('row-cards').first()).toBeVisible();
  await noSidewaysScroll(page);
  await page
    .getByRole('button', { name: /^查看协议/ })
    .first()
    .click();
  await expect(page.locator('.arco-drawer').getByText('资金用途')).toBeVisible();
  await noSidewaysScroll(page);
});
