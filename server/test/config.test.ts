import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { ConfigError, LOCAL_SEARCH_HASH_KEY_FILE, loadConfig } from '../src/config';
import { localSearchHashKey } from '../src/security/search-hash';
import { serverRoot, workspaceRoot } from '../src/paths';

/** A complete SMS gateway: production does not start without one. */
const GATEWAY = {
  SMS_GATEWAY_URL: 'https://sms.example.org/send',
  SMS_GATEWAY_KEY: 'key',
  SMS_GATEWAY_SECRET: 'secret',
  SMS_SIGN_NAME: '某某基金会',
  SMS_TEMPLATE_ID: 'SMS_001',
};
const PRODUCTION = {
  NODE_ENV: 'production',
  SEARCH_HASH_KEY: 'k'.repeat(40),
  FIELD_ENCRYPTION_KEY: 'ab'.repeat(32),
  ...GATEWAY,
};

describe('loadConfig', () => {
  it('defaults to development on 127.0.0.1:8080, PGlite in server/.data, API under /api', () => {
    const config = loadConfig({});
    assert.equal(config.env, 'development');
    assert.equal(config.host, '127.0.0.1');
    assert.equal(config.port, 8080);
    assert.equal(config.apiBase, '/api');
    assert.deepEqual(config.database, { driver: 'pglite', dataDir: join(serverRoot, '.data', 'pglite') });
    assert.equal(config.staticRoot, workspaceRoot);
    assert.equal(config.seedDemo, true);
    assert.equal(config.testChannel, false);
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://db/pm' });
    assert.deepEqual(config.database, { driver: 'postgres', url: 'postgres://db/pm' });
  });

  it('enables the test channel only with PM_TEST_CHANNEL=1', () => {
    assert.equal(loadConfig({ PM_TEST_CHANNEL: '1' }).testChannel, true);
    assert.equal(loadConfig({ PM_TEST_CHANNEL: 'yes' }).testChannel, false);
  });

  it('refuses to start in production with PM_TEST_CHANNEL set', () => {
    assert.throws(() => loadConfig({ ...PRODUCTION, PM_TEST_CHANNEL: '1' }), ConfigError);
    assert.throws(() => loadConfig({ ...PRODUCTION, PM_TEST_CHANNEL: '0' }), /PM_TEST_CHANNEL/);
  });

  it('seeds no demo data in production unless SEED_DEMO=true', () => {
    assert.equal(loadConfig({ ...PRODUCTION }).seedDemo, false);
    assert.equal(loadConfig({ ...PRODUCTION, SEED_DEMO: 'true' }).seedDemo, true);
  });

  it('refuses to start in production without a SEARCH_HASH_KEY of 32 characters or more', () => {
    assert.throws(
      () => loadConfig({ NODE_ENV: 'production', ...GATEWAY }),
      /SEARCH_HASH_KEY must be set in production/,
    );
    assert.throws(
      () => loadConfig({ NODE_ENV: 'production', ...GATEWAY, SEARCH_HASH_KEY: 'short' }),
      /SEARCH_HASH_KEY must be at least 32 characters/,
    );
    assert.equal(loadConfig({ ...PRODUCTION }).searchHashKey, PRODUCTION.SEARCH_HASH_KEY);
  });

  it('refuses to start in production without a FIELD_ENCRYPTION_KEY of 64 hex digits', () => {
    const { FIELD_ENCRYPTION_KEY: _key, ...withoutKey } = PRODUCTION;
    assert.throws(() => loadConfig(withoutKey), /FIELD_ENCRYPTION_KEY must be set in production/);
    assert.throws(
      () => loadConfig({ ...PRODUCTION, FIELD_ENCRYPTION_KEY: 'z'.repeat(64) }),
      /FIELD_ENCRYPTION_KEY must be 64 hex digits/,
    );
    assert.equal(loadConfig({ ...PRODUCTION }).fieldEncryptionKey, PRODUCTION.FIELD_ENCRYPTION_KEY);
    assert.match(loadConfig({ NODE_ENV: 'test' }).fieldEncryptionKey, /^[0-9a-f]{64}$/);
  });

  it('generates the development key once into server/.data and reads it back after that', async () => {
    const first = loadConfig({}).searchHashKey;
    assert.match(first, /^[0-9a-f]{64}$/);
    assert.equal((await readFile(LOCAL_SEARCH_HASH_KEY_FILE, 'utf8')).trim(), first);
    assert.equal(loadConfig({ NODE_ENV: 'test' }).searchHashKey, first);
    assert.equal(
      loadConfig({ SEARCH_HASH_KEY: PRODUCTION.SEARCH_HASH_KEY }).searchHashKey,
      PRODUCTION.SEARCH_HASH_KEY,
    );
  });

  it('makes the key file with its folder, keeps it private, and leaves no draft beside it', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'pm-key-'));
    const file = join(folder, 'nested', 'search-hash.key');
    const key = localSearchHashKey(file);
    assert.equal(localSearchHashKey(file), key);
    assert.deepEqual(await readdir(join(folder, 'nested')), ['search-hash.key']);
    assert.equal((await stat(file)).mode & 0o777, 0o600);
    await rm(folder, { recursive: true });
  });

  it('rejects unusable values with the setting named', () => {
    assert.throws(() => loadConfig({ NODE_ENV: 'staging' }), /NODE_ENV/);
    assert.throws(() => loadConfig({ PORT: 'eighty' }), /PORT/);
    assert.throws(() => loadConfig({ API_BASE: 'api/' }), /API_BASE/);
    assert.throws(() => loadConfig({ ADMIN_PASSWORD: 'admin' }), /ADMIN_PASSWORD/);
  });

  it('accepts a strong ADMIN_PASSWORD', () => {
    assert.equal(loadConfig({ ADMIN_PASSWORD: 'Str0ng!Pass' }).adminPassword, 'Str0ng!Pass');
  });

  it('refuses to start in production without an SMS gateway, and says what to set', () => {
    assert.throws(
      () => loadConfig({ NODE_ENV: 'production' }),
      (error: Error) =>
        error instanceof ConfigError &&
        /SMS_GATEWAY_URL is not set: production needs an SMS gateway/.test(error.message) &&
        /SMS_GATEWAY_SECRET/.test(error.message),
    );
  });

  it('reads the SMS gateway, with a 5 s timeout unless told otherwise', () => {
    assert.deepEqual(loadConfig(PRODUCTION).smsGateway, {
      url: 'https://sms.example.org/send',
      key: 'key',
      secret: 'secret',
      signName: '某某基金会',
      templateId: 'SMS_001',
      timeoutMs: 5000,
    });
    assert.equal(loadConfig({ ...GATEWAY, SMS_GATEWAY_TIMEOUT_MS: '800' }).smsGateway?.timeoutMs, 800);
    assert.equal(loadConfig({ NODE_ENV: 'test' }).smsGateway, null);
    assert.equal(loadConfig({}).smsGateway, null);
  });

  it('names what is missing or unusable in the SMS settings', () => {
    const { SMS_GATEWAY_SECRET: _secret, SMS_TEMPLATE_ID: _template, ...partial } = GATEWAY;
    assert.throws(() => loadConfig(partial), /SMS_GATEWAY_SECRET, SMS_TEMPLATE_ID are not/);
    assert.throws(
      () => loadConfig({ ...GATEWAY, SMS_GATEWAY_URL: 'sms-gateway' }),
      /SMS_GATEWAY_URL must be/,
    );
    assert.throws(
      () => loadConfig({ ...PRODUCTION, SMS_GATEWAY_URL: 'http://sms.example.org/send' }),
      /https in production/,
    );
    assert.equal(
      loadConfig({ ...GATEWAY, SMS_GATEWAY_URL: 'http://127.0.0.1:9/send' }).smsGateway?.url,
      'http://127.0.0.1:9/send',
    );
    assert.throws(() => loadConfig({ ...GATEWAY, SMS_GATEWAY_TIMEOUT_MS: '0' }), /SMS_GATEWAY_TIMEOUT_MS/);
  });

  it('keeps files in the local folder unless FILE_STORAGE says otherwise', () => {
    assert.deepEqual(loadConfig({}).fileStorage, { kind: 'local' });
    assert.throws(
      () => loadConfig({ FILE_STORAGE: 'ftp' }),
      /FILE_STORAGE must be one of local, postgres, s3/,
    );
  });

  it('keeps files as large objects only on PostgreSQL', () => {
    assert.throws(() => loadConfig({ FILE_STORAGE: 'postgres' }), ConfigError);
    assert.throws(() => loadConfig({ FILE_STORAGE: 'postgres' }), /FILE_STORAGE=postgres needs DATABASE_URL/);
    const config = loadConfig({ FILE_STORAGE: 'postgres', DATABASE_URL: 'postgres://db/pm' });
    assert.deepEqual(config.fileStorage, { kind: 'postgres' });
  });

  it('reads the S3 settings, naming what is missing and never showing the secret', () => {
    const S3 = {
      FILE_STORAGE: 's3',
      S3_BUCKET: 'pm',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'hush-hush',
    };
    const { S3_BUCKET: _bucket, S3_SECRET_ACCESS_KEY: _secret, ...partial } = S3;
    assert.throws(() => loadConfig(partial), ConfigError);
    assert.throws(() => loadConfig(partial), /FILE_STORAGE=s3 needs S3_BUCKET, S3_SECRET_ACCESS_KEY/);
    assert.deepEqual(loadConfig(S3).fileStorage, {
      kind: 's3',
      endpoint: undefined,
      region: 'us-east-1',
      bucket: 'pm',
      accessKeyId: 'id',
      secret: 'hush-hush',
      forcePathStyle: false,
    });
    const minio = loadConfig({
      ...S3,
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'cn-east-1',
    }).fileStorage;
    assert.deepEqual(minio.kind === 's3' && [minio.endpoint, minio.region, minio.forcePathStyle], [
      'http://127.0.0.1:9000',
      'cn-east-1',
      true,
    ]);
    const hosted = loadConfig({ ...S3, S3_ENDPOINT: 'https://s3.example.org', S3_FORCE_PATH_STYLE: 'false' });
    assert.equal(hosted.fileStorage.kind === 's3' && hosted.fileStorage.forcePathStyle, false);
    for (const wrong of [{ S3_ENDPOINT: 'minio:9000' }, { S3_FORCE_PATH_STYLE: 'yes' }]) {
      assert.throws(
        () => loadConfig({ ...S3, ...wrong }),
        (error: Error) => error instanceof ConfigError && !error.message.includes('hush-hush'),
      );
    }
  });

  it('stops `node main` in production without an SMS gateway, with the message on stderr and exit code 1', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', join(serverRoot, 'src', 'main.ts')], {
      cwd: serverRoot,
      env: { PATH: process.env.PATH, NODE_ENV: 'production' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    assert.equal(run.status, 1);
    assert.match(run.stderr, /^Configuration error: SMS_GATEWAY_URL is not set/m);
  });
});
