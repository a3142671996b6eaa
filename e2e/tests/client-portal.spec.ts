import { expect, test, PORT } from './support-test';
import { DEMO_BENEFICIARY_MOBILE, captchaCode, shownCaptchaId, smsCode, storedToken } from './support';

const clientBase = `http://client.localhost:${PORT}`;
const staffRemotes = ['mf-projects', 'mf-funds', 'mf-related', 'mf-archives', 'mf-system'];

test('a beneficiary logs in to the client portal and only the client remote is fetched', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));

  // The demo beneficiary signs in in other specs too: the one-a-minute SMS rule starts over (test channel).
  await page.request.post(`/api/__test__/sms/${DEMO_BENEFICIARY_MOBILE}/forget`);
  await page.goto(`${clientBase}/`);
  await expect(page).toHaveURL(/\/client\/login/);
  await page.getByPlaceholder('请输入手机号').fill(DEMO_BENEFICIARY_MOBILE);
  await page
    .getByPlaceholder('请输入图中字符')
    .fill(await captchaCode(page.request, await shownCaptchaId(page)));
  await page.getByTestId('send-code').click();
  await expect(page.getByText('验证码已发送')).toBeVisible();
  await page.getByPlaceholder('请输入短信验证码').fill(await smsCode(page.request, DEMO_BENEFICIARY_MOBILE));
  await page.getByRole('button', { name: '登录' }).click();

  await expect(page).toHaveURL(/\/client\/home$/);
  await expect(page.locator('.arco-menu-item.arco-menu-selected')).toHaveText('基本信息');
  await expect(page.getByText('138****0001')).toBeVisible();
  await expect(page.locator('.arco-table-tr').nth(1)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('rule'))).toBe('client');
  expect(await page.evaluate(() => localStorage.getItem('clientUser'))).toContain('"id"');
  expect(await storedToken(page)).toMatch(/^Bearer /);

  expect(requested.some((url) => url.includes('/remotes/mf-client/'))).toBeTruthy();
  for (const remote of staffRemotes) {
    expect(requested.filter((url) => url.includes(`/remotes/${remote}/`))).toEqual([]);
  }

  // The client token opens nothing on the staff side.
  const refused = await page.request.get(`http://localhost:${PORT}/api/pm/projects`, {
    headers: { Authorization: (await storedToken(page)) ?? '' },
  });
  expect([401, 403]).toContain(refused.status());
});
