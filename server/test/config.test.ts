import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { ConfigError, loadConfig } from '../src/config';
import { serverRoot, workspaceRoot } from '../src/paths';

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
    assert.throws(() => loadConfig({ NODE_ENV: 'production', PM_TEST_CHANNEL: '1' }), ConfigError);
    assert.throws(() => loadConfig({ NODE_ENV: 'production', PM_TEST_CHANNEL: '0' }), /PM_TEST_CHANNEL/);
  });

  it('seeds no demo data in production unless SEED_DEMO=true', () => {
    assert.equal(loadConfig({ NODE_ENV: 'production' }).seedDemo, false);
    assert.equal(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo, true);
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
});
