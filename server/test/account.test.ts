import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { and, desc, eq } from 'drizzle-orm';
import { operationLogs, users } from '../src/db/schema';
import { API, bearer, buildTestApp, login, loginAs, PASSWORDS } from './helper';

const app = await buildTestApp();
const admin = await loginAs(app, 'admin');
const officer = await loginAs(app, 'officer');
const finance = await loginAs(app, 'finance');

const VALID = {
  email: 'officer@example.org',
  nickname: '小王',
  countryRegion: 'CN',
  areaCode: '530102',
  address: '云南省昆明市五华区翠湖南路12号',
  profile: '负责西南地区项目。',
};

type Language = 'zh-CN' | 'en-US';
/** The specification quotes these messages in English; a Chinese page reads them in Chinese. */
const inLanguage = (token: string, language: Language) => ({
  ...bearer(token),
  'accept-language': language,
});

const put = (token: string, payload: Record<string, unknown>, language: Language = 'en-US') =>
  app.inject({ method: 'PUT', url: `${API}/pm/user/profile`, headers: inLanguage(token, language), payload });
const changePassword = (
  token: string,
  oldPassword: string,
  newPassword: string,
  language: Language = 'en-US',
) =>
  app.inject({
    method: 'POST',
    url: `${API}/pm/user/password`,
    headers: inLanguage(token, language),
    payload: { oldPassword, newPassword },
  });

async function refusal(payload: Record<string, unknown>, language: Language = 'en-US'): Promise<string> {
  const response = await put(officer, payload, language);
  assert.equal(response.statusCode, 422, response.body);
  return response.json().msg as string;
}

describe('GET and PUT /pm/user/profile', () => {
  it('reads the seeded settings form', async () => {
    const response = await app.inject({ url: `${API}/pm/user/profile`, headers: bearer(officer) });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(Object.keys(response.json().data).sort(), [
      'address',
      'areaCode',
      'countryRegion',
      'email',
      'nickname',
      'profile',
    ]);
    assert.equal(response.json().data.areaCode, '110101');
  });

  it('saves a valid form, returns it and writes the operation log', async () => {
    const response = await put(officer, { ...VALID, nickname: '  王丽丽 ' });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json().data, { ...VALID, nickname: '王丽丽' });
    const again = await app.inject({ url: `${API}/pm/user/profile`, headers: bearer(officer) });
    assert.deepEqual(again.json().data, { ...VALID, nickname: '王丽丽' });
    const [log] = await app.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.action, 'update_profile'), eq(operationLogs.entity, 'user')))
      .orderBy(desc(operationLogs.id));
    assert.equal((log?.after as { nickname: string }).nickname, '王丽丽');
    assert.equal((log?.before as { areaCode: string }).areaCode, '110101');
  });

  it("answers each required field with the specification's message, missing or blank", async () => {
    const cases: [keyof typeof VALID, string][] = [
      ['email', 'Please enter email address'],
      ['nickname', 'Please enter nickname'],
      ['countryRegion', 'Please select country/region'],
      ['areaCode', 'Please Select a area'],
    ];
    for (const [field, message] of cases) {
      const { [field]: _omitted, ...missing } = VALID;
      assert.equal(await refusal(missing), message, `${field} missing`);
      assert.equal(await refusal({ ...VALID, [field]: '   ' }), message, `${field} blank`);
    }
  });

  it('says the same in Chinese to a Chinese page, also for a field the schema refuses', async () => {
    const { email: _omitted, ...missing } = VALID;
    assert.equal(await refusal(missing, 'zh-CN'), '请输入邮箱地址');
    assert.equal(await refusal({ ...VALID, email: ' ' }, 'zh-CN'), '请输入邮箱地址');
    assert.equal(await refusal({ ...VALID, email: 'officer' }, 'zh-CN'), '请输入正确的邮箱地址');
    assert.equal(await refusal({ ...VALID, areaCode: '999999' }, 'zh-CN'), '请选择所在区域');
    assert.equal(await refusal({ ...VALID, profile: '项'.repeat(201) }, 'zh-CN'), '个人简介不能超过 200 字');
  });

  it('checks the email format and that the area exists', async () => {
    for (const email of ['officer', 'a@b', 'a b@c.d', '@example.org']) {
      assert.equal(await refusal({ ...VALID, email }), 'Please enter a valid email address', email);
    }
    for (const areaCode of ['999999', '53010', 'abcdef', '1101011']) {
      assert.equal(await refusal({ ...VALID, areaCode }), 'Please Select a area', areaCode);
    }
    assert.equal((await put(officer, { ...VALID, areaCode: '110000' })).statusCode, 200);
    assert.equal((await put(officer, { ...VALID, areaCode: '419001' })).statusCode, 200);
  });

  it('allows 200 words in the profile, not 201: Latin words by spaces, each CJK character a word', async () => {
    const latin = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
    assert.equal((await put(officer, { ...VALID, profile: latin(200) })).statusCode, 200);
    assert.equal(await refusal({ ...VALID, profile: latin(201) }), 'No more than 200 words');
    assert.equal((await put(officer, { ...VALID, profile: '项'.repeat(200) })).statusCode, 200);
    assert.equal(await refusal({ ...VALID, profile: '项'.repeat(201) }), 'No more than 200 words');
    const mixed = `${'公益'.repeat(50)} ${latin(100)}`;
    assert.equal((await put(officer, { ...VALID, profile: mixed })).statusCode, 200);
    assert.equal(await refusal({ ...VALID, profile: `${mixed} 多` }), 'No more than 200 words');
    assert.equal(await refusal({ ...VALID, profile: 'x'.repeat(5001) }), 'No more than 200 words');
  });
});

describe('POST /pm/user/password', () => {
  it('refuses a wrong current password with 422 (not 401: the session stays)', async () => {
    const response = await changePassword(finance, 'Wrong@12345', 'Better@2026');
    assert.equal(response.statusCode, 422);
    assert.equal(response.json().msg, 'The current password is incorrect');
    const chinese = await changePassword(finance, 'Wrong@12345', 'Better@2026', 'zh-CN');
    assert.equal(chinese.json().msg, '当前密码不正确');
  });

  it('enforces the password policy on the new password, each rule with its message', async () => {
    const cases: [string, RegExp][] = [
      ['Ab1!x', /at least 6 characters/],
      ['Ab1! xyz', /spaces/],
      ['Abc!xyz', /digit/],
      ['AB1!XYZ', /lowercase/],
      ['ab1!xyz', /uppercase/],
      ['Ab1xyz9', /special character/],
      [PASSWORDS.finance, /different/],
    ];
    for (const [password, message] of cases) {
      const response = await changePassword(finance, PASSWORDS.finance, password);
      assert.equal(response.statusCode, 422, password);
      assert.match(response.json().msg, message, password);
    }
    const chinese = await changePassword(finance, PASSWORDS.finance, 'Abc!xyz', 'zh-CN');
    assert.equal(chinese.json().msg, '密码须包含数字');
    const unchanged = await changePassword(finance, PASSWORDS.finance, PASSWORDS.finance, 'zh-CN');
    assert.equal(unchanged.json().msg, '新密码不能与当前密码相同');
  });

  it("changes the password and ends the user's other sessions, keeping this one", async () => {
    const other = await loginAs(app, 'admin');
    const response = await changePassword(admin, PASSWORDS.admin, 'Changed@2026');
    assert.equal(response.statusCode, 200, response.body);
    const call = (token: string) => app.inject({ url: `${API}/pm/auth_user`, headers: bearer(token) });
    assert.equal((await call(admin)).statusCode, 200);
    assert.equal((await call(other)).statusCode, 401);
    assert.equal((await call(officer)).statusCode, 200);
    assert.equal((await login(app, 'admin', PASSWORDS.admin)).statusCode, 401);
    assert.equal((await login(app, 'admin', 'Changed@2026')).statusCode, 200);
    const [adminRow] = await app.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
    const [log] = await app.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.action, 'change_password'), eq(operationLogs.userId, adminRow!.id)));
    assert.ok(log);
    assert.equal(log.after, null);
  });

  it('requires both fields (422)', async () => {
    const response = (language: Language) =>
      app.inject({
        method: 'POST',
        url: `${API}/pm/user/password`,
        headers: inLanguage(officer, language),
        payload: { oldPassword: 'x' },
      });
    assert.equal((await response('en-US')).statusCode, 422);
    assert.equal((await response('en-US')).json().msg, 'Please enter a new password');
    assert.equal((await response('zh-CN')).json().msg, '请输入新密码');
  });
});

describe('GET /pm/user/certification', () => {
  it('shows the enterprise certification with a masked ID number and the records, newest first', async () => {
    const response = await app.inject({ url: `${API}/pm/user/certification`, headers: bearer(officer) });
    assert.equal(response.statusCode, 200, response.body);
    const { enterpriseInfo, record } = response.json().data;
    assert.equal(enterpriseInfo.enterpriseName, '晨光公益基金会');
    assert.equal(enterpriseInfo.status, 0);
    assert.match(enterpriseInfo.authenticationNumber, /^\d{3}\*{13}[\dX]{2}$/);
    assert.equal(record.length, 1);
  });

  it('answers null and no records for a user without certification', async () => {
    const response = await app.inject({ url: `${API}/pm/user/certification`, headers: bearer(finance) });
    assert.deepEqual(response.json().data, { enterpriseInfo: null, record: [] });
  });
});
