import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type App, type AppOptions } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { DatabaseHandle } from '../src/db/client';
import { openTestPglite, openTestPostgres } from './support/test-database';

/** Which backend this run tests: scripts/run-tests.mjs runs the suite once per backend. */
export const TEST_DB = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export const API = '/api';

export const PASSWORDS = {
  admin: 'Admin@12345',
  officer: 'Officer@12345',
  finance: 'Finance@12345',
} as const;
export type StaffUsername = keyof typeof PASSWORDS;
export const DEMO_CLIENT_MOBILE = '13800000001';

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

export async function captcha(
  app: App,
  side: 'pm' | 'client' = 'pm',
): Promise<{ captcha_id: string; captcha: string }> {
  const issued = await app.inject({ url: `${API}/${side}/captcha` });
  const { captcha_id } = issued.json().data as { captcha_id: string };
  const answer = await app.inject({ url: `${API}/__test__/captcha/${captcha_id}` });
  return { captcha_id, captcha: (answer.json().data as { code: string }).code };
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
  const response = await login(app, username, PASSWORDS[username]);
  if (response.statusCode !== 200) throw new Error(`login ${username}: ${response.body}`);
  return (response.json().data as { token: string }).token;
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
