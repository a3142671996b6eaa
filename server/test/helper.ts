import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { inArray } from 'drizzle-orm';
import { buildApp, type App, type AppOptions } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { DatabaseHandle } from '../src/db/client';
import { permissions, rolePermissions, roles, userRoles, users } from '../src/db/schema';
import { hashPassword } from '../src/security/password';
import { DEMO_CLIENT_MOBILE, DEMO_PASSWORDS, type DemoStaff } from '../src/seed/demo/accounts';
import { answeredCaptcha, staffSignIn, type Call } from './support/sign-in';
import { openTestPglite, openTestPostgres, TEST_PASSWORD_COST } from './support/test-database';

/** Which backend this run tests: scripts/run-tests.mjs runs the suite once per backend. */
export const TEST_DB = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export const API = '/api';

/** The demo passwords: the seed's one list. */
export const PASSWORDS = DEMO_PASSWORDS;
/** The password of every user a test makes for itself (`staffWith`). */
export const TEST_USER_PASSWORD = 'Limited@12345';
export { TEST_PASSWORD_COST };
export type StaffUsername = DemoStaff;
export { DEMO_CLIENT_MOBILE };

export function testConfig(overrides: Partial<Config> = {}): Config {
  // A high sign-in limit: tests sign in often from one address; the rate-limit test lowers it.
  const base = loadConfig({ NODE_ENV: 'test', PM_TEST_CHANNEL: '1', AUTH_RATE_LIMIT: '1000' });
  return { ...base, ...overrides };
}

/** A migrated database of the test file's own, seeded unless told otherwise; closing drops it (PostgreSQL). */
export async function createTestDatabase({ seed = true } = {}): Promise<DatabaseHandle> {
  return TEST_DB === 'postgres' ? openTestPostgres(seed) : openTestPglite(seed);
}

/**
 * The app on a database of its own (test mode, test channel on) and an upload folder of its own, both removed
 * after the test file. Call it at the top level of a test file (`const app = await buildTestApp()`): its `after`
 * hook then belongs to the whole file.
 */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  { logger = false, sms }: Pick<AppOptions, 'logger' | 'sms'> = {},
): Promise<App> {
  const database = await createTestDatabase();
  const filesDir = await mkdtemp(join(tmpdir(), 'pm-files-'));
  const config = testConfig({ filesDir, ...overrides });
  const app = await buildApp({ config, database, logger, sms }).catch(async (error) => {
    await database.close();
    throw error;
  });
  await app.ready();
  after(async () => {
    await app.close();
    await rm(filesDir, { recursive: true, force: true });
  });
  return app;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The app's calls for the shared sign-in (support/sign-in.ts). */
const callOf =
  (app: App): Call =>
  async (method, path, body) => {
    const response = await app.inject({ method, url: path, ...(body ? { payload: body } : {}) });
    return { status: response.statusCode, json: response.json() };
  };

export async function captcha(
  app: App,
  side: 'pm' | 'client' = 'pm',
): Promise<{ captcha_id: string; captcha: string }> {
  return answeredCaptcha(callOf(app), side);
}

export async function login(app: App, username: string, password: string): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `${API}/pm/login`,
    payload: { username, password, ...(await captcha(app)) },
  });
}

/** Signs a demo staff user in through the real flow (captcha from the test channel); returns the token. */
export async function loginAs(app: App, username: StaffUsername): Promise<string> {
  return (await staffSignIn(callOf(app), username)).token;
}

/** Asks for an SMS code and reads it from the test channel. One per mobile per minute: the server's rule. */
export async function smsCode(app: App, side: 'pm' | 'client', mobile: string): Promise<string> {
  const sent = await app.inject({
    method: 'POST',
    url: `${API}/${side}/send_verify_code`,
    payload: { mobile, ...(await captcha(app, side)) },
  });
  if (sent.statusCode !== 200) throw new Error(`send_verify_code ${mobile}: ${sent.body}`);
  const code = await app.inject({ url: `${API}/__test__/sms/${mobile}` });
  return (code.json().data as { code: string }).code;
}

/** Signs a beneficiary in to the portal with mobile + SMS code; returns the token. */
export async function clientLogin(app: App, mobile: string): Promise<string> {
  const code = await smsCode(app, 'client', mobile);
  const response = await app.inject({
    method: 'POST',
    url: `${API}/client/mobile_login`,
    payload: { mobile, code },
  });
  if (response.statusCode !== 200) throw new Error(`client login ${mobile}: ${response.body}`);
  return (response.json().data as { token: string }).token;
}

/**
 * A staff user whose one role grants exactly `codes` (permission keys and button codes), signed in; the token.
 * With no codes, a user who may call nothing but what every signed-in user may.
 */
export async function staffWith(
  app: App,
  username: string,
  codes: string[],
): Promise<{ id: number; token: string }> {
  const password = TEST_USER_PASSWORD;
  const [user] = await app.db
    .insert(users)
    .values({ username, name: username, passwordHash: await hashPassword(password, TEST_PASSWORD_COST) })
    .returning({ id: users.id });
  if (codes.length > 0) {
    const [role] = await app.db
      .insert(roles)
      .values({ code: `${username}-role`, name: `${username}角色`, nameEn: `${username}-role` })
      .returning({ id: roles.id });
    const granted = await app.db
      .select({ id: permissions.id })
      .from(permissions)
      .where(inArray(permissions.code, codes));
    await app.db
      .insert(rolePermissions)
      .values(granted.map((permission) => ({ roleId: role!.id, permissionId: permission.id })));
    await app.db.insert(userRoles).values({ userId: user!.id, roleId: role!.id });
  }
  const response = await login(app, username, password);
  if (response.statusCode !== 200) throw new Error(`login ${username}: ${response.body}`);
  return { id: user!.id, token: (response.json().data as { token: string }).token };
}
