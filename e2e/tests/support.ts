import { expect, type APIRequestContext, type Page } from '@playwright/test';
// The demo accounts and the sign-in are the server's test fixtures: one password list, one sign-in for both suites.
import { DEMO_CLIENT_MOBILE, DEMO_PASSWORDS, type DemoStaff } from '../../server/src/seed/demo/accounts';
import { captchaCode as testChannelCaptcha, type Call } from '../../server/test/support/sign-in';

export type Account = DemoStaff;

export const accounts = Object.fromEntries(
  Object.entries(DEMO_PASSWORDS).map(([username, password]) => [username, { username, password }]),
) as Record<Account, { username: string; password: string }>;

export const DEMO_BENEFICIARY_MOBILE = DEMO_CLIENT_MOBILE;

/** The shared sign-in's calls, through Playwright's request context. */
export function callOf(request: APIRequestContext): Call {
  return async (method, path, body) => {
    const response = await request.fetch(path, { method, ...(body ? { data: body } : {}) });
    return { status: response.status(), json: await response.json() };
  };
}

/** Reads a captcha's code through the server's test-only channel (on only with PM_TEST_CHANNEL). */
export async function captchaCode(request: APIRequestContext, captchaId: string): Promise<string> {
  return testChannelCaptcha(callOf(request), captchaId);
}

export async function smsCode(request: APIRequestContext, mobile: string): Promise<string> {
  const response = await request.get(`/api/__test__/sms/${mobile}`);
  expect(response.ok()).toBeTruthy();
  return (await response.json()).data.code as string;
}

/** The id of the captcha picture currently shown. */
export async function shownCaptchaId(page: Page): Promise<string> {
  const image = page.locator('img[data-captcha-id]');
  await expect(image).toBeVisible();
  return (await image.getAttribute('data-captcha-id')) ?? '';
}

/** Signs in through the login page (captcha answered by the test channel). */
export async function loginWith(
  page: Page,
  username: string,
  password: string,
  url = '/login',
): Promise<void> {
  await page.goto(url);
  await page.getByPlaceholder('请输入用户名').fill(username);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page
    .getByPlaceholder('请输入图中字符')
    .fill(await captchaCode(page.request, await shownCaptchaId(page)));
  await page.getByRole('button', { name: '登录' }).click();
}

export async function loginAsStaff(page: Page, who: Account, url = '/login'): Promise<void> {
  await loginWith(page, accounts[who].username, accounts[who].password, url);
}

export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('token'));
}

/**
 * Records the text of every message toast the page shows, from its first script on (also after the page loads a
 * new document): a toast lasts three seconds, which a slow machine can spend before the page under it is ready.
 */
export async function recordMessages(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shown: string[] = [];
    (window as unknown as { __pmMessages: string[] }).__pmMessages = shown;
    new MutationObserver(() => {
      for (const notice of Array.from(document.querySelectorAll('.arco-message'))) {
        const text = notice.textContent?.trim() ?? '';
        if (text && !shown.includes(text)) shown.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** Waits until the page has shown a message toast with `text` (after recordMessages). */
export async function expectMessageShown(page: Page, text: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __pmMessages?: string[] }).__pmMessages ?? []))
    .toContain(text);
}
