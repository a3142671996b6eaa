import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { accounts, captchaCode, type Account } from './support';

/**
 * Signs a staff user in through the API (captcha answered by the test channel) and returns the stored token
 * value ('{token_type} {token}'). For tests about other pages than login: each UI login costs captcha calls,
 * which the server limits per minute.
 */
export async function staffToken(request: APIRequestContext, who: Account): Promise<string> {
  const { username, password } = accounts[who];
  const captcha = await request.get('/api/pm/captcha');
  expect(captcha.ok()).toBeTruthy();
  const { captcha_id } = (await captcha.json()).data as { captcha_id: string };
  const code = await captchaCode(request, captcha_id);
  const login = await request.post('/api/pm/login', {
    data: { username, password, captcha_id, captcha: code },
  });
  // The server's answer in the failure message: a refused login is otherwise hard to tell apart.
  expect(login.ok(), `login as ${username}: HTTP ${login.status()} ${await login.text()}`).toBeTruthy();
  const { token_type, token } = (await login.json()).data as { token_type: string; token: string };
  return `${token_type} ${token}`;
}

/** Opens the app already signed in with `token`, in the given language. */
export async function signedIn(
  page: Page,
  token: string,
  locale: 'zh-CN' | 'en-US' = 'zh-CN',
): Promise<void> {
  await page.addInitScript(
    ([value, language]) => {
      localStorage.setItem('token', value);
      localStorage.setItem('rule', 'user');
      localStorage.setItem('arco-locale', language);
    },
    [token, locale] as const,
  );
}
