import { expect, type Page } from '@playwright/test';
import { DEMO_BENEFICIARY_MOBILE, captchaCode, shownCaptchaId, smsCode } from './support';
import { PORT } from './support-test';

/** The portal's address: the first host label `client` chooses it. */
export const CLIENT_BASE = `http://client.localhost:${PORT}`;

/**
 * Signs a beneficiary in the way they do: mobile, picture captcha, SMS code, on the portal's login page. The codes
 * sent to the mobile are forgotten first (test channel): the server sends one a minute, and the specs sign in as
 * the demo beneficiary one after another.
 */
export async function signInAsClient(page: Page, mobile = DEMO_BENEFICIARY_MOBILE): Promise<void> {
  expect((await page.request.post(`/api/__test__/sms/${mobile}/forget`)).ok()).toBeTruthy();
  await page.goto(`${CLIENT_BASE}/`);
  await expect(page).toHaveURL(/\/client\/login/);
  await page.getByPlaceholder('请输入手机号').fill(mobile);
  await page
    .getByPlaceholder('请输入图中字符')
    .fill(await captchaCode(page.request, await shownCaptchaId(page)));
  await page.getByTestId('send-code').click();
  await expect(page.getByText('验证码已发送')).toBeVisible();
  await page.getByPlaceholder('请输入短信验证码').fill(await smsCode(page.request, mobile));
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/client\/home$/);
}

/** How far the page itself (not a table inside it) scrolls sideways: 0 on a page that fits. */
export function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const content = document.querySelector('.arco-layout-content')!.parentElement!;
    return Math.max(
      document.documentElement.scrollWidth - window.innerWidth,
      content.scrollWidth - content.clientWidth,
    );
  });
}
