import { expect, test, type Page, PORT } from './support-test';
import {
  captchaCode,
  expectMessageShown,
  loginAsStaff,
  recordMessages,
  shownCaptchaId,
  smsCode,
  storedToken,
} from './support';

const OFFICER_MOBILE = '13800000002';
// A mobile gets one code a minute: the second staff test uses the finance officer's.
const FINANCE_MOBILE = '13800000003';
const clientBase = `http://client.localhost:${PORT}`;
// Another seeded beneficiary than client-portal.spec's, whose SMS code may have gone out less than a minute ago.
const BENEFICIARY_MOBILE = '13900001001';

const storage = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);

/** Fills mobile and captcha, asks for the SMS code and types it: what both mobile logins share. */
async function typeMobileAndCode(page: Page, mobile: string, sentText: string | RegExp) {
  await page.getByPlaceholder(/请输入手机号|Please enter your mobile number/).fill(mobile);
  await page
    .getByPlaceholder(/请输入图中字符|Please enter the characters in the picture/)
    .fill(await captchaCode(page.request, await shownCaptchaId(page)));
  const send = page.getByTestId('send-code');
  await send.click();
  await expect(page.getByText(sentText)).toBeVisible();
  // The 60 s countdown: the button cannot ask again until it ends.
  await expect(send).toBeDisabled();
  await expect(send).toHaveText(/\d+/);
  await page
    .getByPlaceholder(/请输入短信验证码|Please enter the verify code/)
    .fill(await smsCode(page.request, mobile));
}

test('staff mobile login with an SMS code lands on the workplace as a user', async ({ page }) => {
  await recordMessages(page);
  await page.goto('/login');
  await page.getByRole('tab', { name: '手机号登录' }).click();
  await typeMobileAndCode(page, OFFICER_MOBILE, '验证码已发送');
  await page.getByRole('button', { name: '登录' }).click();

  await expect(page).toHaveURL(/\/home\/workplace$/);
  await expectMessageShown(page, '欢迎使用');
  expect(await storedToken(page)).toMatch(/^Bearer \S+$/);
  expect(await storage(page, 'rule')).toBe('user');
});

test('a wrong SMS code is refused with the server error and stores nothing', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('tab', { name: '手机号登录' }).click();
  await typeMobileAndCode(page, FINANCE_MOBILE, '验证码已发送');
  const code = await smsCode(page.request, FINANCE_MOBILE);
  await page.getByPlaceholder('请输入短信验证码').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('alert').first()).not.toBeEmpty();
  await expect(page).toHaveURL(/\/login/);
  expect(await storedToken(page)).toBeNull();
  expect(await storage(page, 'rule')).toBeNull();
});

test('the mobile form checks the mobile number and the captcha before sending', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('tab', { name: '手机号登录' }).click();
  await page.getByTestId('send-code').click();
  await expect(page.getByText('手机号不能为空')).toBeVisible();
  await expect(page.getByText('验证码不能为空')).toBeVisible();
  await page.getByPlaceholder('请输入手机号').fill('12345');
  await expect(page.getByText('手机号格式不正确')).toBeVisible();
});

test('the captcha picture changes on click', async ({ page }) => {
  await page.goto('/login');
  const first = await shownCaptchaId(page);
  await page.locator('img[data-captcha-id]').click();
  await expect(page.locator('img[data-captcha-id]')).not.toHaveAttribute('data-captcha-id', first);
});

test('the last username is remembered and filled in after logout', async ({ page }) => {
  await loginAsStaff(page, 'officer');
  await expect(page).toHaveURL(/\/home\/workplace$/);
  expect(await storage(page, 'lastUsername')).toBe('officer');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page.getByPlaceholder('请输入用户名')).toHaveValue('officer');
  expect(await storedToken(page)).toBeNull();
  expect(await storage(page, 'rule')).toBeNull();
});

test('client login in English → /client/home with the client user kept, logout clears it all', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('arco-locale', 'en-US'));
  await page.goto(`${clientBase}/client/login`);
  await expect(page.getByRole('heading', { name: 'Beneficiary login' })).toBeVisible();
  await typeMobileAndCode(page, BENEFICIARY_MOBILE, 'The code has been sent');
  await page.getByRole('button', { name: 'Login' }).click();

  await expect(page).toHaveURL(/\/client\/home$/);
  await expect(page.getByText('welcome to use')).toBeVisible();
  expect(await storage(page, 'rule')).toBe('client');
  await expect.poll(() => storage(page, 'clientUser')).toContain('"id"');
  expect(await storedToken(page)).toMatch(/^Bearer /);

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/client\/login/);
  await expect(page.getByRole('heading', { name: 'Beneficiary login' })).toBeVisible();
  expect(await storedToken(page)).toBeNull();
  expect(await storage(page, 'rule')).toBeNull();
  expect(await storage(page, 'clientUser')).toBeNull();
});
