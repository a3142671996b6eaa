import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { ConfigError } from '../src/config';
import { cacheControlFor } from '../src/plugins/static-files';
import { buildTestApp } from './helper';

const root = mkdtempSync(join(tmpdir(), 'pm-static-'));
after(() => rmSync(root, { recursive: true, force: true }));

function file(path: string, content: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
}

file('site/shell/dist/index.html', '<!doctype html><title>shell</title>');
file('site/shell/dist/main.1a2b3c4d.js', 'console.log("shell")');
file('site/shell/dist/sign-in/page.html', '<!doctype html><title>sign-in</title>');
file('site/shell/dist/sign-in/sign-in.0a1b2c3d.js', 'console.log("sign-in")');
file('site/mf-projects/package.json', JSON.stringify({ version: '0.9.0' }));
file(
  'site/mf-projects/dist/mf-manifest.json',
  JSON.stringify({ metaData: { buildInfo: { buildVersion: '1.2.3' } } }),
);
file('site/mf-projects/dist/remoteEntry.js', 'var mf_projects;');
file('site/mf-projects/dist/pages.json', JSON.stringify(['/project/list', '/project/list/detail']));
file('site/mf-projects/dist/123.abcdef12.js', 'chunk');
file('site/mf-funds/package.json', JSON.stringify({ version: '0.4.0' }));
file('site/server/dist/main.mjs', 'secret');
file('registry.json', JSON.stringify({ remotes: [] }));
file('broken-registry.json', JSON.stringify({ remotes: [{ name: 'x' }] }));

const app = await buildTestApp({ staticRoot: join(root, 'site') });
const html = { accept: 'text/html,application/xhtml+xml' };

describe('GET /remotes.json', () => {
  it('lists the six remotes with manifest URL, version, prefixes and audience, uncached', async () => {
    const response = await app.inject({ url: '/remotes.json' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'no-cache');
    const { remotes } = response.json() as { remotes: Record<string, unknown>[] };
    assert.deepEqual(
      remotes.map((remote) => remote.name),
      ['mf_projects', 'mf_funds', 'mf_related', 'mf_archives', 'mf_system', 'mf_client'],
    );
    assert.deepEqual(remotes[0], {
      name: 'mf_projects',
      entry: '/remotes/mf-projects/mf-manifest.json',
      version: '1.2.3',
      prefixes: ['/project/list', '/project/report', '/submit'],
      audience: 'staff',
      // The pages its build says it has (dist/pages.json): the shell offers links to these only.
      pages: ['/project/list', '/project/list/detail'],
    });
    assert.equal(remotes[1]?.version, '0.4.0');
    assert.equal('pages' in remotes[1]!, false, 'a build without pages.json: every path of its prefixes');
    assert.equal(remotes[2]?.version, '0.0.0');
    assert.equal(remotes[5]?.audience, 'client');
  });

  it('serves REMOTES_CONFIG instead when set, and refuses to start on a broken one', async () => {
    const configured = await buildTestApp({ remotesConfig: join(root, 'registry.json') });
    assert.deepEqual((await configured.inject({ url: '/remotes.json' })).json(), { remotes: [] });
    await assert.rejects(buildTestApp({ remotesConfig: join(root, 'broken-registry.json') }), ConfigError);
  });
});

describe('static files', () => {
  it('serves the shell, hashed files as immutable and entry points as no-cache', async () => {
    const index = await app.inject({ url: '/', headers: html });
    assert.equal(index.statusCode, 200);
    assert.match(index.body, /<title>shell<\/title>/);
    assert.equal(index.headers['cache-control'], 'no-cache');
    const chunk = await app.inject({ url: '/main.1a2b3c4d.js' });
    assert.equal(chunk.headers['cache-control'], 'public, max-age=31536000, immutable');
  });

  it('serves a remote from its dist under /remotes/<folder>/', async () => {
    const manifest = await app.inject({ url: '/remotes/mf-projects/mf-manifest.json' });
    assert.equal(manifest.statusCode, 200);
    assert.equal(manifest.headers['cache-control'], 'no-cache');
    assert.equal(
      (await app.inject({ url: '/remotes/mf-projects/remoteEntry.js' })).headers['cache-control'],
      'no-cache',
    );
    const chunk = await app.inject({ url: '/remotes/mf-projects/123.abcdef12.js' });
    assert.equal(chunk.body, 'chunk');
    assert.equal(chunk.headers['cache-control'], 'public, max-age=31536000, immutable');
  });

  it('answers 404 for a remote without a build and for folders that are not remotes', async () => {
    for (const url of ['/remotes/mf-funds/remoteEntry.js', '/remotes/server/main.mjs']) {
      const response = await app.inject({ url, headers: html });
      assert.equal(response.statusCode, 404, url);
      assert.equal(response.json().status, 'fail');
    }
  });

  it('never serves a file outside a dist folder', async () => {
    for (const url of [
      '/remotes/mf-projects/../../server/dist/main.mjs',
      '/remotes/mf-projects/%2e%2e/package.json',
    ]) {
      const response = await app.inject({ url });
      assert.doesNotMatch(response.body, /secret|0\.9\.0/, url);
    }
  });

  it('falls back to index.html for page requests only', async () => {
    const page = await app.inject({ url: '/project/list?tab=1', headers: html });
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /<title>shell<\/title>/);
    assert.equal(page.headers['cache-control'], 'no-cache');
    assert.equal((await app.inject({ url: '/project/list' })).statusCode, 404);
    assert.equal((await app.inject({ method: 'POST', url: '/project/list', headers: html })).statusCode, 404);
    const api = await app.inject({ url: '/api/pm/nothing', headers: html });
    assert.equal(api.statusCode, 404);
    assert.equal(api.json().code, 50000);
  });

  it('answers /login and /client/login with the sign-in build, whatever the query', async () => {
    for (const url of ['/login', '/login?redirect=%2Fproject%2Flist', '/client/login', '/client/login/']) {
      const page = await app.inject({ url, headers: html });
      assert.equal(page.statusCode, 200, url);
      assert.match(page.body, /<title>sign-in<\/title>/, url);
      assert.equal(page.headers['cache-control'], 'no-cache', url);
    }
    const script = await app.inject({ url: '/sign-in/sign-in.0a1b2c3d.js' });
    assert.equal(script.headers['cache-control'], 'public, max-age=31536000, immutable');
    // Only the two addresses: a page below them is the shell's.
    assert.match((await app.inject({ url: '/login/other', headers: html })).body, /<title>shell<\/title>/);
  });

  it('runs without any front-end build: pages are 404', async () => {
    const bare = await buildTestApp({ staticRoot: join(root, 'empty') });
    assert.equal((await bare.inject({ url: '/', headers: html })).statusCode, 404);
    assert.equal((await bare.inject({ url: '/project/list', headers: html })).statusCode, 404);
    assert.equal((await bare.inject({ url: '/login', headers: html })).statusCode, 404);
    assert.equal((await bare.inject({ url: '/remotes.json' })).statusCode, 200);
  });
});

describe('cacheControlFor', () => {
  it('treats an 8-hex-digit hash in the name as immutable, entry points never', () => {
    assert.equal(cacheControlFor('/x/vendors.0a1b2c3d.chunk.js'), 'public, max-age=31536000, immutable');
    assert.equal(cacheControlFor('/x/remoteEntry.js'), 'no-cache');
    assert.equal(cacheControlFor('/x/favicon.ico'), 'no-cache');
    assert.equal(cacheControlFor('/x/logo.GHIJKLMN.png'), 'no-cache');
  });
});
