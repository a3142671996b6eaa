import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { captchaCode, loginAsStaff } from './support';

/** Signs in as the administrator and waits for the dashboard. */
export async function signInAdmin(page: Page): Promise<void> {
  await loginAsStaff(page, 'admin');
  await expect(page).toHaveURL(/\/home\/workplace$/);
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

/** Opens the settings drawer from the navbar (or the fixed button when the navbar is hidden). */
export async function openSettings(page: Page): Promise<Locator> {
  await page.getByTestId('settings-open').or(page.getByTestId('settings-fixed-open')).click();
  const drawer = page
    .locator('.arco-drawer')
    .filter({ has: page.locator('.arco-drawer-header') })
    .last();
  await expect(drawer).toBeVisible();
  return drawer;
}

export async function closeSettings(page: Page, drawer: Locator): Promise<void> {
  await drawer.locator('.arco-drawer-close-icon').click();
  await expect(drawer).toBeHidden();
}

/** Switches the language from the navbar. */
export async function switchLanguage(page: Page, language: '简体中文' | 'English'): Promise<void> {
  await page.getByTestId('language-switch').click();
  await page.getByRole('menuitem', { name: language }).click();
}

/** The token the page signed in with, for checking what the server now says. */
export async function authHeader(page: Page): Promise<Record<string, string>> {
  return { Authorization: (await page.evaluate(() => localStorage.getItem('token'))) ?? '' };
}

export function siderWidth(page: Page): Promise<number> {
  return page.locator('.arco-layout-sider').evaluate((element) => element.getBoundingClientRect().width);
}

/**
 * Sends the beneficiary an SMS code through the API, waiting out the server's one-code-a-minute limit when an
 * earlier test has just sent one (each try takes a fresh captcha: a refused one is spent).
 */
export async function sendClientSmsCode(request: APIRequestContext, mobile: string): Promise<void> {
  const deadline = Date.now() + 75_000;
  for (;;) {
    const captcha = (await (await request.get('/api/client/captcha')).json()).data as { captcha_id: string };
    const code = await captchaCode(request, captcha.captcha_id);
    const sent = await request.post('/api/client/send_verify_code', {
      data: { mobile, captcha_id: captcha.captcha_id, captcha: code },
    });
    if (sent.ok()) return;
    if (Date.now() > deadline) throw new Error(`send_verify_code kept failing: HTTP ${sent.status()}`);
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  }
}
