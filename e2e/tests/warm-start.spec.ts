import { expect, test, type Page } from './support-test';
import {
  accounts,
  captchaCode,
  expectMessageShown,
  recordMessages,
  shownCaptchaId,
  storedToken,
} from './support';

/** Types the administrator's account and the captcha: the first keystroke starts the app behind the form. */
async function typeAccount(page: Page) {
  await page.getByPlaceholder('请输入用户名').fill(accounts.admin.username);
  await page.getByPlaceholder('请输入密码').fill(accounts.admin.password);
  await page
    .getByPlaceholder('请输入图中字符')
    .fill(await captchaCode(page.request, await shownCaptchaId(page)));
}

/** A mark that only this document carries: gone after a page load. */
const markDocument = (page: Page) =>
  page.evaluate(() => document.body.setAttribute('data-first-document', ''));
const sameDocument = (page: Page) => page.evaluate(() => document.body.hasAttribute('data-first-document'));
const signInStyleSheets = (page: Page) =>
  page.evaluate(
    () =>
      Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).filter((link) =>
        new URL(link.href).pathname.startsWith('/sign-in/'),
      ).length,
  );

test('while the user types, the app gets ready behind the sign-in page; the login shows the asked page in the same document', async ({
  page,
}) => {
  // The registry is what the app asks for as it gets ready.
  const registry = page.waitForResponse((response) => new URL(response.url()).pathname === '/remotes.json');
  await recordMessages(page);
  await page.goto('/login?redirect=%2Fproject%2Flist');
  await markDocument(page);
  await typeAccount(page);
  await registry;
  // Nothing of the app is on screen before the login.
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
  await expect(page.locator('.arco-layout-sider')).toHaveCount(0);

  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/project\/list$/);
  await expect(page.locator('tbody tr.arco-table-tr').first()).toBeVisible();
  await expectMessageShown(page, '欢迎使用');
  await expect(page.getByRole('button', { name: '登录' })).toHaveCount(0);
  expect(await sameDocument(page)).toBe(true);
  expect(await signInStyleSheets(page)).toBe(0);
  expect(await storedToken(page)).toMatch(/^Bearer \S+$/);
  await expect(page).toHaveTitle(/项目列表/);
});

test('when the app cannot get ready behind the form, the login still opens it, as a page load', async ({
  page,
}) => {
  await page.route('**/entry-scripts.json', (route) => route.fulfill({ status: 404, body: '' }));
  // The greeting comes with the new document, before the workplace has its figures: on a slow machine its three
  // seconds can be over by the time they show (CI's run of 6a8fd28).
  await recordMessages(page);
  await page.goto('/login');
  await markDocument(page);
  await typeAccount(page);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/home\/workplace$/);
  await expect(page.getByTestId('overview-projectCount')).toBeVisible();
  await expectMessageShown(page, '欢迎使用');
  expect(await sameDocument(page)).toBe(false);
});
