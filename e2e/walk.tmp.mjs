import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
const base = 'http://127.0.0.1:8600';
const token = readFileSync('/tmp/admin-token', 'utf8').trim();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const report = [];
const overflow = (page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
for (const [locale, theme, width] of [['zh-CN', 'light', 1280], ['en-US', 'dark', 1280], ['zh-CN', 'dark', 390], ['en-US', 'light', 390]]) {
  const context = await browser.newContext({ viewport: { width, height: 844 }, locale });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.addInitScript(([t, l]) => { localStorage.setItem('token', t); localStorage.setItem('rule', 'user'); localStorage.setItem('arco-locale', l); }, [token, locale]);
  await page.goto(`${base}/project/list`);
  await page.locator('.arco-card-header-title').first().waitFor();
  const tag = `${locale}-${theme}-${width}`;
  if (theme === 'dark') {
    const toggle = page.getByRole('button', { name: locale === 'zh-CN' ? /暗|深色|dark/i : /dark/i }).first();
    if (await toggle.count()) await toggle.click();
  }
  const settingsButton = page.getByTestId('settings-open');
  if (await settingsButton.isVisible()) await settingsButton.click();
  else await page.locator('[class*=fixed], button[aria-label]').filter({ hasText: '' }).last().click();
  const row = page.getByTestId('remote-mf_funds');
  await row.waitFor({ timeout: 15000 });
  await row.scrollIntoViewIfNeeded();
  const served = await row.getByTestId('served-version').textContent();
  await page.screenshot({ path: `/tmp/walk-${tag}-drawer.png` });
  const drawerOverflow = await page.locator('.arco-drawer-content').evaluate((el) => el.scrollWidth - el.clientWidth);
  await row.getByRole('button', { name: /版本记录|Releases/ }).click();
  const dialog = page.getByRole('dialog').filter({ has: page.locator('.arco-table') });
  await dialog.waitFor();
  const modalBox = await page.locator('.arco-modal').boundingBox();
  await page.screenshot({ path: `/tmp/walk-${tag}-releases.png` });
  await dialog.getByRole('button', { name: /启用|Activate/ }).first().click();
  await page.locator('.arco-popconfirm').waitFor();
  await page.screenshot({ path: `/tmp/walk-${tag}-confirm.png` });
  await page.locator('.arco-popconfirm').getByRole('button', { name: /确定|OK/ }).click();
  await page.waitForTimeout(800);
  const after = await row.getByTestId('served-version').textContent();
  const bodyTheme = await page.evaluate(() => document.body.getAttribute('arco-theme'));
  report.push({ tag, served, after, overflow: await overflow(page), drawerOverflow, modal: modalBox && [Math.round(modalBox.x), Math.round(modalBox.width)], bodyTheme, errors });
  await context.close();
}
console.log(JSON.stringify(report, null, 1));
await browser.close();
