import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { staffSignIn } from '../../server/test/support/sign-in';
import { callOf, type Account } from './support';

/**
 * Signs a staff user in through the API (captcha answered by the test channel) and returns the stored token
 * value ('{token_type} {token}'). For tests about other pages than login: each UI login costs captcha calls,
 * which the server limits per minute. A refused login fails with the server's answer.
 */
export async function staffToken(request: APIRequestContext, who: Account): Promise<string> {
  const { token_type, token } = await staffSignIn(callOf(request), who);
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

/** A call through the API as `token`, failing the test with the server's answer when it is refused. */
export async function apiCall<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(`/api${url}`, { method, headers: { Authorization: token }, data });
  expect(response.ok(), `${method} ${url}: HTTP ${response.status()} ${await response.text()}`).toBeTruthy();
  return ((await response.json()) as { data: T }).data;
}
