import assert from 'node:assert/strict';
import { mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { RemoteRegistry } from '@pm/domain/contracts';
import type { RemoteReleaseSummary } from '@pm/domain/shapes';
import { operationLogs } from '../src/db/schema';
import { API, bearer, buildTestApp, loginAs } from './helper';
import { writeRelease as writeReleaseIn, writeShellFederation } from './support/releases';

/**
 * Issue 20: the remote registry in the database. Releases are folders under RELEASES_DIR; registering checks their
 * release.json against what the shell's build says it provides, and `/remotes.json` follows the active one.
 */
const staticRoot = await mkdtemp(join(tmpdir(), 'pm-static-'));
const releasesDir = join(staticRoot, 'releases');
after(() => rm(staticRoot, { recursive: true, force: true }));

await writeShellFederation(staticRoot);
const writeRelease = (version: string, overrides?: { contract?: string; shared?: object }) =>
  writeReleaseIn(releasesDir, version, overrides);
await writeRelease('0.1.0+aaa');
await writeRelease('0.1.0+bbb');
await writeRelease('0.2.0+ccc', { contract: '^2.0.0', shared: { react: '^19.0.0' } });

const app = await buildTestApp({ staticRoot, releasesDir });
const [admin, officer] = [await loginAs(app, 'admin'), await loginAs(app, 'officer')];

async function call(method: 'GET' | 'POST', url: string, token = admin, body?: object, english = false) {
  const response = await app.inject({
    method,
    url: `${API}${url}`,
    headers: { ...bearer(token), ...(english ? { 'accept-language': 'en-US' } : {}) },
    ...(body ? { payload: body } : {}),
  });
  return { status: response.statusCode, body: response.json() as { data: unknown; msg: string } };
}

const register = (version: string, english = false) =>
  call('POST', '/pm/remote-releases', admin, { remote: 'mf_funds', version }, english);

async function fundsEntry() {
  const response = await app.inject({ url: '/remotes.json' });
  return (response.json() as RemoteRegistry).remotes.find((remote) => remote.name === 'mf_funds')!;
}

const funds = async () =>
  ((await call('GET', '/pm/remote-releases')).body.data as RemoteReleaseSummary[]).find(
    (summary) => summary.remote === 'mf_funds',
  )!;

const auditRows = (action: string) =>
  app.db
    .select()
    .from(operationLogs)
    .where(and(eq(operationLogs.entity, 'remoteRelease'), eq(operationLogs.action, action)));

describe('the remote registry', () => {
  it('lists every remote, served from its bootstrap entry until a release is active', async () => {
    const list = (await call('GET', '/pm/remote-releases')).body.data as RemoteReleaseSummary[];
    assert.deepEqual(
      list.map((summary) => summary.remote),
      ['mf_projects', 'mf_funds', 'mf_related', 'mf_archives', 'mf_system', 'mf_client'],
    );
    assert.deepEqual([list[1]!.activeId, list[1]!.releases], [null, []]);
    assert.equal((await fundsEntry()).entry, '/remotes/mf-funds/mf-manifest.json');
  });

  it('registers a release, makes it active, and /remotes.json names it at once (no restart)', async () => {
    const registered = await register('0.1.0+aaa');
    assert.equal(registered.status, 200, registered.body.msg);
    const summary = registered.body.data as RemoteReleaseSummary;
    assert.equal(summary.servedVersion, '0.1.0+aaa');
    assert.equal(summary.releases[0]!.releasedBy, '系统管理员');
    assert.deepEqual(await fundsEntry(), {
      name: 'mf_funds',
      entry: '/releases/mf-funds/0.1.0%2Baaa/mf-manifest.json',
      version: '0.1.0+aaa',
      prefixes: ['/project/appropriation', '/project/budget'],
      audience: 'staff',
      pages: ['/project/budget'],
    });
    const release = await app.inject({ url: '/releases/mf-funds/0.1.0%2Baaa/mf-manifest.json' });
    assert.equal(release.statusCode, 200);
    assert.equal(release.headers['cache-control'], 'public, max-age=31536000, immutable');
  });

  it('a newer release becomes active; the older stays kept and served', async () => {
    assert.equal((await register('0.1.0+bbb')).status, 200);
    const summary = await funds();
    assert.deepEqual(
      summary.releases.map((release) => [release.version, release.active]),
      [
        ['0.1.0+bbb', true],
        ['0.1.0+aaa', false],
      ],
    );
    assert.equal((await fundsEntry()).version, '0.1.0+bbb');
    assert.equal((await app.inject({ url: '/releases/mf-funds/0.1.0%2Baaa/release.json' })).statusCode, 200);
  });

  it('rolls back to a kept release with one call, and logs each change', async () => {
    const older = (await funds()).releases.find((release) => release.version === '0.1.0+aaa')!;
    const rolledBack = await call('POST', `/pm/remote-releases/${older.id}/activate`);
    assert.equal(rolledBack.status, 200, rolledBack.body.msg);
    assert.equal((await fundsEntry()).version, '0.1.0+aaa');
    const activations = await auditRows('activate');
    assert.deepEqual(
      activations.map((row) => [row.before, row.after]),
      [
        [
          { remote: 'mf_funds', version: null },
          { remote: 'mf_funds', version: '0.1.0+aaa' },
        ],
        [
          { remote: 'mf_funds', version: '0.1.0+aaa' },
          { remote: 'mf_funds', version: '0.1.0+bbb' },
        ],
        [
          { remote: 'mf_funds', version: '0.1.0+bbb' },
          { remote: 'mf_funds', version: '0.1.0+aaa' },
        ],
      ],
    );
    assert.equal((await auditRows('publish')).length, 2);
  });

  it('refuses a release the shell cannot host, says why in the caller’s language, and keeps it as refused', async () => {
    const refused = await register('0.2.0+ccc', true);
    assert.equal(refused.status, 422);
    assert.equal(
      refused.body.msg,
      'Registration refused: This release needs the remote contract ^2.0.0; the shell provides 1.0.0; ' +
        'This release needs the shared dependency react ^19.0.0; the shell provides 18.3.1',
    );
    const summary = await funds();
    const row = summary.releases.find((release) => release.version === '0.2.0+ccc')!;
    assert.equal(row.status, 'refused');
    assert.match(row.problems[0]!, /界面契约 \^2\.0\.0/);
    assert.equal((await fundsEntry()).version, '0.1.0+aaa');
    const activate = await call('POST', `/pm/remote-releases/${row.id}/activate`);
    assert.equal(activate.status, 409);
  });

  it('answers 404 for a version that is not in the releases folder', async () => {
    const missing = await register('9.9.9+zzz');
    assert.equal(missing.status, 404);
    assert.match(missing.body.msg, /9\.9\.9\+zzz/);
  });

  it('refuses to activate a release whose folder has gone, and can go back to the bootstrap entry', async () => {
    const bbb = (await funds()).releases.find((release) => release.version === '0.1.0+bbb')!;
    const folder = join(releasesDir, 'mf-funds', '0.1.0+bbb');
    await rename(folder, `${folder}.gone`);
    assert.equal((await call('POST', `/pm/remote-releases/${bbb.id}/activate`)).status, 409);
    await rename(`${folder}.gone`, folder);

    const back = await call('POST', '/pm/remote-releases/bootstrap/mf_funds');
    assert.equal(back.status, 200);
    assert.equal((back.body.data as RemoteReleaseSummary).activeId, null);
    assert.equal((await fundsEntry()).entry, '/remotes/mf-funds/mf-manifest.json');
    assert.equal((await auditRows('deactivate')).length, 1);
  });

  it('is for administrators only', async () => {
    assert.equal((await call('GET', '/pm/remote-releases', officer)).status, 403);
    const refused = await call('POST', '/pm/remote-releases', officer, {
      remote: 'mf_funds',
      version: '0.1.0+aaa',
    });
    assert.equal(refused.status, 403);
    assert.equal((await app.inject({ url: `${API}/pm/remote-releases` })).statusCode, 401);
  });

  it('serves nothing outside a release folder', async () => {
    assert.equal(
      (await app.inject({ url: '/releases/mf-funds/..%2F..%2Fshell/dist/federation.json' })).statusCode,
      404,
    );
    assert.equal((await app.inject({ url: '/releases/server/0.1.0/x.js' })).statusCode, 404);
  });
});
