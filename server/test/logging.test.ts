import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { API, bearer, buildTestApp, captcha, loginAs, PASSWORDS, smsCode } from './helper';
import { fundsFixtures } from './support/funds';
import { startGatewayStub } from './support/sms-gateway-stub';
import { appropriationValues } from './fixtures/appropriation';

/** Everything the server logs in this file, one JSON line each, at info level and above. */
const lines: string[] = [];
const gateway = await startGatewayStub();
const app = await buildTestApp(
  { smsGateway: gateway.config },
  { logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } },
);
const logged = () => lines.join('');
const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

const ACCOUNT_NO = '6228480019876543210';
const OFFICER_MOBILE = '13800000002';

describe('the log', () => {
  it('carries no password, token, captcha, SMS code, mobile or bank account number', async () => {
    const secrets: string[] = [PASSWORDS.admin, PASSWORDS.officer, ACCOUNT_NO, gateway.config.secret];

    // Sign-in with a password, and with an SMS code sent through the gateway.
    const admin = await loginAs(app, 'admin');
    const officer = await loginAs(app, 'officer');
    const code = await smsCode(app, 'pm', OFFICER_MOBILE);
    const mobileLogin = await app.inject({
      method: 'POST',
      url: `${API}/pm/mobile_login`,
      payload: { mobile: OFFICER_MOBILE, code },
    });
    assert.equal(mobileLogin.statusCode, 200);
    secrets.push(admin, officer, code, mobileLogin.json().data.token as string, OFFICER_MOBILE);

    // A wrong captcha answer and a failed gateway send (logged as errors).
    const issued = await captcha(app);
    secrets.push(issued.captcha);
    await app.inject({
      method: 'POST',
      url: `${API}/pm/login`,
      payload: {
        username: 'admin',
        password: PASSWORDS.admin,
        captcha_id: issued.captcha_id,
        captcha: 'zzzz',
      },
    });
    gateway.answer({ status: 500 });
    const refused = await app.inject({
      method: 'POST',
      url: `${API}/pm/send_verify_code`,
      payload: { mobile: '13800000003', ...(await captcha(app)) },
    });
    gateway.answer({ status: 200 });
    assert.equal(refused.statusCode, 503);
    secrets.push('13800000003', ...gateway.requests.map((request) => JSON.parse(request.body).params.code));

    // An account number in a query string, in a path, and in the body of a request that fails with a 500.
    const search = await app.inject({
      url: `${API}/pm/appropriations?keyword=${ACCOUNT_NO}&page=1`,
      headers: bearer(officer),
    });
    assert.equal(search.statusCode, 200);
    await app.inject({ url: `${API}/pm/nowhere/${ACCOUNT_NO}`, headers: bearer(officer) });
    const funds = fundsFixtures(app, { officer, admin });
    const values = { ...appropriationValues(await funds.activeAgreement(), '100.00') };
    values.payeeAccountNo = ACCOUNT_NO;
    await app.db.execute(sql`
      create function pm_test_fail() returns trigger language plpgsql as $$
      begin raise exception 'forced failure'; end $$`);
    await app.db.execute(sql`
      create trigger pm_test_fail before insert on appropriations
      for each row execute function pm_test_fail()`);
    try {
      assert.equal((await funds.create(officer, values)).status, 500);
    } finally {
      await app.db.execute(sql`drop trigger pm_test_fail on appropriations`);
    }

    // A number counts where it stands alone: digits inside a longer number are not a mobile or a code (a response
    // time such as 1.13800000003 ms once read as the finance user's mobile). Any other secret counts anywhere.
    const output = logged();
    for (const secret of secrets) {
      const shown = /^\d+$/.test(secret)
        ? new RegExp(`(?<![\\d.])${secret}(?!\\d)`).test(output)
        : output.includes(secret);
      assert.ok(!shown, `the log shows ${secret}`);
    }

    // What the log does say: the failure, by route pattern, and the scrubbed query.
    const failure = entries().find((entry) => entry.msg === 'request failed');
    assert.ok(failure, 'the 500 is logged');
    assert.equal((failure.req as { url: string }).url, `${API}/pm/appropriations`);
    assert.match(JSON.stringify(failure.err), /forced failure/);
    const query = entries()
      .map((entry) => entry.req as { url?: string; query?: Record<string, string> } | undefined)
      .find((req) => req?.url === `${API}/pm/appropriations` && req.query);
    // The line is written as the request is answered: the query as validated, its defaults filled in.
    assert.deepEqual(query?.query, { keyword: '[redacted]', page: '1', pageSize: '10' });
    assert.ok(entries().some((entry) => entry.msg === 'SMS gateway refused the message'));
  });
});
