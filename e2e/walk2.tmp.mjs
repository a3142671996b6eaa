import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
const base = 'http://127.0.0.1:8600';
const token = readFileSync('/tmp/admin-token', 'utf8').trim();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (const [locale, width] of [['zh-CN', 390], ['en-US', 1280]]) {
  const context = await browser.newContext({ viewport: { width, height: 844 }, locale });
  const page = await context.newPage();
  await page.addInitScript(([t, l]) => { localStorage.setItem('token', t); localStorage.setItem('rule', 'user'); localStorage.setItem('arco-locale', l); }, [token, locale]);
  await page.goto(`${base}/project/list`);
  await page.locator('.arco-card-header-title').first().waitFor();
  await page.getByTestId('settings-open').click();
  const row = page.getByTestId('remote-mf_funds');
  await row.waitFor();
  await row.getByRole('button', { name: /版本记录|Releases/ }).click();
  await page.locator('.arco-modal .arco-table').waitFor();
  await page.waitForTimeout(700);
  const box = await page.locator('.arco-modal').boundingBox();
  const tableOverflow = await page.locator('.arco-modal .arco-table-content-inner, .arco-modal .arco-table-body, .arco-modal .arco-table').first().evaluate((el) => [el.scrollWidth, el.clientWidth]);
  console.log(locale, width, 'modal', box && [Math.round(box.x), Math.round(box.width)], 'table', tableOverflow);
  await page.screenshot({ path: `/tmp/walk2-${locale}-${width}.png` });
  await context.close();
}
await browser.close();
