import { expect, test, type Page } from './support-test';
import { signedIn, staffToken } from './api-session';

async function api<T>(page: Page, token: string, path: string): Promise<T> {
  const response = await page.request.get(`/api${path}`, { headers: { Authorization: token } });
  expect(response.ok()).toBeTruthy();
  return (await response.json()).data as T;
}

interface Overview {
  projectCount: number;
  inProgressCount: number;
  beneficiaryCount: number;
  approvedTotal: string;
  appropriatedTotal: string;
  paidTotal: string;
}

const thousands = (n: number) => n.toLocaleString('en-US');

test('the workplace shows the overview the API computes and draws its charts', async ({ page }, testInfo) => {
  const token = await staffToken(page.request, 'admin');
  await signedIn(page, token);
  await page.goto('/home/workplace');
  const overview = await api<Overview>(page, token, '/pm/dashboard/overview');

  for (const key of ['projectCount', 'inProgressCount', 'beneficiaryCount'] as const) {
    const card = page.getByTestId(`overview-${key}`);
    await expect(card).toHaveAttribute('data-value', String(overview[key]));
    await expect(card).toContainText(thousands(overview[key]));
  }
  for (const key of ['approvedTotal', 'appropriatedTotal', 'paidTotal'] as const) {
    const card = page.getByTestId(`overview-${key}`);
    await expect(card).toHaveAttribute('data-value', overview[key]);
    // 万/亿 from 10,000 up (specification §9).
    if (Number(overview[key]) >= 10000) await expect(card).toContainText(/万|亿/);
  }

  for (const name of [/拨付与支付金额/, /各状态项目数量/, /中国地图/]) {
    const chart = page.getByRole('img', { name });
    await expect(chart).toBeVisible();
    await expect(chart.locator('canvas')).toHaveCount(1);
  }
  // Each chart's numbers are also in a table for screen readers.
  await expect(page.locator('table caption', { hasText: '项目地域分布' })).toHaveCount(1);
  const byMonth = await api<unknown[]>(page, token, '/pm/dashboard/funds-by-month?months=12');
  expect(byMonth).toHaveLength(12);
  await expect(
    page
      .locator('table', { has: page.locator('caption', { hasText: '近 12 个月资金拨付与支付' }) })
      .locator('tbody tr'),
  ).toHaveCount(12);

  await testInfo.attach('workplace-light', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
  // Dark mode is the body attribute (specification §4); the charts follow it.
  await page.evaluate(() => document.body.setAttribute('arco-theme', 'dark'));
  await page.waitForTimeout(500);
  await testInfo.attach('workplace-dark', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
});

test('the workplace in English: card titles and chart labels', async ({ page }) => {
  await signedIn(page, await staffToken(page.request, 'officer'), 'en-US');
  await page.goto('/home/workplace');
  const titles = page.locator('.arco-card-header-title');
  await expect(titles.getByText('Projects by province')).toBeVisible();
  await expect(page.getByRole('img', { name: /Map of China/ }).locator('canvas')).toHaveCount(1);
  await expect(page.getByRole('img', { name: /Ring chart/ })).toBeVisible();
  await expect(titles.getByText('My projects')).toBeVisible();
  await expect(titles.getByText('Latest activity')).toBeVisible();
});
