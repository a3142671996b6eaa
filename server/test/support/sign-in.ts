import { DEMO_PASSWORDS, type DemoStaff } from '../../src/seed/demo/accounts';

/**
 * The one sign-in of the test suites, whatever carries the calls: the server tests pass `app.inject`, the e2e
 * tests Playwright's request context (e2e/tests/api-session.ts). Captchas are answered through the server's
 * test channel (on only with PM_TEST_CHANNEL=1).
 */
export type Call = (
  method: 'GET' | 'POST',
  path: string,
  body?: object,
) => Promise<{ status: number; json: unknown }>;

const dataOf = <T>(json: unknown) => (json as { data: T }).data;

/** The answer to captcha `captchaId`, read from the test channel. */
export async function captchaCode(call: Call, captchaId: string): Promise<string> {
  const answer = await call('GET', `/api/__test__/captcha/${captchaId}`);
  if (answer.status !== 200) throw new Error(`no captcha ${captchaId}: HTTP ${answer.status}`);
  return dataOf<{ code: string }>(answer.json).code;
}

/** A fresh captcha of the staff (`pm`) or client side, answered. */
export async function answeredCaptcha(
  call: Call,
  side: 'pm' | 'client' = 'pm',
): Promise<{ captcha_id: string; captcha: string }> {
  const issued = await call('GET', `/api/${side}/captcha`);
  const { captcha_id } = dataOf<{ captcha_id: string }>(issued.json);
  return { captcha_id, captcha: await captchaCode(call, captcha_id) };
}

/** Signs a demo staff user in with their password; fails with the server's answer when refused. */
export async function staffSignIn(
  call: Call,
  who: DemoStaff,
): Promise<{ token_type: string; token: string }> {
  const login = await call('POST', '/api/pm/login', {
    username: who,
    password: DEMO_PASSWORDS[who],
    ...(await answeredCaptcha(call)),
  });
  if (login.status !== 200)
    throw new Error(`login as ${who}: HTTP ${login.status} ${JSON.stringify(login.json)}`);
  return dataOf<{ token_type: string; token: string }>(login.json);
}
