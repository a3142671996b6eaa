import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { verifyCodes } from '../src/db/schema';
import { createHttpSmsGateway, signSmsRequest } from '../src/security/sms-gateway';
import { createOutboxSmsSender, SmsDeliveryError } from '../src/security/sms-sender';
import { API, buildTestApp, captcha } from './helper';
import { startGatewayStub } from './support/sms-gateway-stub';

const gateway = await startGatewayStub();
const app = await buildTestApp({ smsGateway: gateway.config });

const send = async (side: 'pm' | 'client', mobile: string, locale?: string) =>
  app.inject({
    method: 'POST',
    url: `${API}/${side}/send_verify_code`,
    headers: locale ? { 'accept-language': locale } : {},
    payload: { mobile, ...(await captcha(app, side)) },
  });

const storedCodes = (purpose: 'sms_staff' | 'sms_client', mobile: string) =>
  app.db
    .select()
    .from(verifyCodes)
    .where(and(eq(verifyCodes.purpose, purpose), eq(verifyCodes.target, mobile)));

describe('the HTTP SMS gateway', () => {
  it('gets one signed JSON POST per code, and the code it carries signs the user in', async () => {
    const before = gateway.requests.length;
    assert.equal((await send('pm', '13800000003')).statusCode, 200);
    assert.equal(gateway.requests.length, before + 1);
    const { headers, body } = gateway.requests.at(-1)!;
    assert.equal(headers['content-type'], 'application/json');
    assert.equal(headers['x-sms-key'], gateway.config.key);
    const timestamp = headers['x-sms-timestamp'] as string;
    const nonce = headers['x-sms-nonce'] as string;
    assert.ok(Math.abs(Number(timestamp) - Date.now() / 1000) < 60);
    assert.equal(headers['x-sms-signature'], signSmsRequest(gateway.config.secret, timestamp, nonce, body));
    assert.ok(!JSON.stringify(headers).includes(gateway.config.secret));
    const message = JSON.parse(body);
    assert.deepEqual(
      { ...message, params: Object.keys(message.params) },
      { mobile: '13800000003', signName: '某某基金会', templateId: 'SMS_LOGIN_CODE', params: ['code'] },
    );
    assert.match(message.params.code, /^\d{6}$/);

    const login = await app.inject({
      method: 'POST',
      url: `${API}/pm/mobile_login`,
      payload: { mobile: '13800000003', code: message.params.code },
    });
    assert.equal(login.statusCode, 200);
  });

  it('is not called for a mobile nobody has', async () => {
    const before = gateway.requests.length;
    assert.equal((await send('client', '13912340000')).statusCode, 200);
    assert.equal(gateway.requests.length, before);
  });

  it('answers 503 when the gateway refuses, stores nothing as sent, and lets the user try again at once', async () => {
    gateway.answer({ status: 502 });
    try {
      const refused = await send('client', '13800000001');
      assert.equal(refused.statusCode, 503);
      assert.deepEqual(refused.json(), {
        data: null,
        status: 'fail',
        msg: '短信发送失败，请稍后再试',
        code: 50000,
      });
      const english = await send('pm', '13800000002', 'en-US');
      assert.equal(english.json().msg, 'The text message could not be sent; try again later');
    } finally {
      gateway.answer({ status: 200 });
    }
    assert.deepEqual(await storedCodes('sms_client', '13800000001'), []);
    assert.equal((await app.inject({ url: `${API}/__test__/sms/13800000001` })).statusCode, 404);

    assert.equal((await send('client', '13800000001')).statusCode, 200);
    assert.equal((await storedCodes('sms_client', '13800000001')).length, 1);
  });

  it('gives up after SMS_GATEWAY_TIMEOUT_MS when the gateway does not answer', async () => {
    const impatient = createHttpSmsGateway({ ...gateway.config, timeoutMs: 300 }, app.log);
    gateway.answer('hang');
    try {
      const started = Date.now();
      await assert.rejects(impatient.sendVerifyCode('13800000002', '123456'), SmsDeliveryError);
      const elapsed = Date.now() - started;
      assert.ok(elapsed >= 300 && elapsed < 3000, `${elapsed} ms`);
    } finally {
      gateway.answer({ status: 200 });
    }
  });
});

describe('the development outbox', () => {
  it('writes the message for the developer, with the mobile masked', async () => {
    const written: string[] = [];
    await createOutboxSmsSender((line) => written.push(line)).sendVerifyCode('13800000002', '123456');
    assert.deepEqual(written, [
      '[SMS outbox, no gateway configured] to 138****0002: verification code 123456\n',
    ]);
  });
});
