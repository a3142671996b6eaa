// Prints the bundle sizes and the page figures the issue notes report. Needs the built apps (pnpm build).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const tools = path.join(root, '..', 'shared', 'tools');
const { values } = parseArgs({
  options: {
    cpu: { type: 'string', default: '1' },
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '8290' },
  },
});
const base = `http://localhost:${values.port}`;
const apps = ['shell', 'mf-projects', 'mf-funds', 'mf-related', 'mf-archives', 'mf-system', 'mf-client'];

console.log('## Bundles (JS + CSS of each dist, gzip level 6)');
for (const app of apps) {
  const out = spawnSync(
    process.execPath,
    [path.join(tools, 'bundle-size.mjs'), path.join(root, app, 'dist'), '--json'],
    { encoding: 'utf8' },
  );
  const totals = JSON.parse(out.stdout).totals ?? JSON.parse(out.stdout);
  console.log(`${app.padEnd(12)} ${JSON.stringify(totals)}`);
}

const server = spawn(process.execPath, ['server/dist/main.mjs'], {
  cwd: root,
  stdio: 'ignore',
  env: {
    ...process.env,
    DATABASE_URL: '',
    NODE_ENV: 'test',
    PM_TEST_CHANNEL: '1',
    PORT: values.port,
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'pm-bench-')),
  },
});

async function waitForServer() {
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`${base}/remotes.json`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not start');
}

async function api(url, init) {
  const response = await fetch(`${base}/api${url}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init?.headers },
  });
  return (await response.json()).data;
}

async function staffToken() {
  const { captcha_id } = await api('/pm/captcha');
  const { code } = await api(`/__test__/captcha/${captcha_id}`);
  const { token_type, token } = await api('/pm/login', {
    method: 'POST',
    body: JSON.stringify({ username: 'admin', password: 'Admin@12345', captcha_id, captcha: code }),
  });
  return `${token_type} ${token}`;
}

function measure(label, url, selector, extra = []) {
  const out = spawnSync(
    process.execPath,
    [
      path.join(tools, 'perf-measure.mjs'),
      '--url',
      url,
      '--selector',
      selector,
      '--runs',
      values.runs,
      '--cpu',
      values.cpu,
      '--label',
      label,
      ...extra,
    ],
    { cwd: path.join(root, 'e2e'), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (out.status !== 0) {
    console.log(`${label}: failed\n${out.stderr}`);
    return;
  }
  const { summary } = JSON.parse(out.stdout);
  const pick = (key) => summary[key]?.median ?? NaN;
  console.log(
    `${label.padEnd(28)} requests ${pick('load.requests.count')}  transfer ${(pick('load.requests.transferBytes') / 1024).toFixed(1)} KiB  FCP ${Math.round(pick('load.fcpMs'))} ms  content ${Math.round(pick('load.selectorVisibleMs'))} ms  heap after GC ${pick('load.cdp.jsHeapUsedAfterGcMB').toFixed(1)} MiB`,
  );
}

try {
  await waitForServer();
  const token = await staffToken();
  console.log(`\n## Pages (median of ${values.runs} cold runs, CPU x${values.cpu})`);
  measure('login page', `${base}/login`, 'form');
  measure('workplace after login', `${base}/home/workplace`, '.arco-menu-item', [
    '--storage',
    `token=${token}`,
    '--storage',
    'rule=user',
  ]);
  const signedIn = ['--storage', `token=${token}`, '--storage', 'rule=user'];
  measure('project list (mf-projects)', `${base}/project/list`, '.arco-table-tr:nth-child(2)', signedIn);
  measure(
    'payments to verify (mf-funds)',
    `${base}/project/appropriation/unverified`,
    '.arco-table-tr:nth-child(2)',
    signedIn,
  );
  measure('budgets (mf-funds)', `${base}/project/budget`, '.arco-table-tr:nth-child(2)', signedIn);
} finally {
  server.kill();
}
