import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './support-test';
import { signedIn, staffToken } from './api-session';

/**
 * A feature team works on one remote alone (issue 20): `pnpm --filter @pm/mf-funds dev` serves that remote from its
 * own dev server and passes everything else to a running product — here the test's server. The page at the dev
 * server's address is the real shell with the remote being edited; a save reloads it with the change.
 */
const root = path.resolve(__dirname, '..', '..');
const LOCALE_FILE = path.join(root, 'mf-funds', 'src', 'pages', 'appropriation-list', 'locale.ts');
const DEV_PORT = Number(process.env.E2E_PORT ?? 8190) + 90;

async function startDevServer(serverUrl: string): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(
    process.execPath,
    [path.join(root, 'scripts', 'pnpm.mjs'), '--filter', '@pm/mf-funds', 'dev'],
    {
      cwd: root,
      env: { ...process.env, PM_SERVER_URL: serverUrl, PM_DEV_PORT: String(DEV_PORT) },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const base = `http://127.0.0.1:${DEV_PORT}`;
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the dev server ended: ${output}`);
    const ready = await fetch(`${base}/remotes/mf-funds/mf-manifest.json`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) return { child, base };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the dev server did not answer in 120 s: ${output}`);
}

test('one remote runs alone in its dev server around the running product, and a save reloads it', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const source = readFileSync(LOCALE_FILE, 'utf8');
  const dev = await startDevServer(baseURL!);
  try {
    await signedIn(page, await staffToken(request, 'admin'));
    const fromDevServer: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/remotes/mf-funds/'))
        fromDevServer.push(response.url());
    });
    await page.goto(`${dev.base}/project/appropriation`);
    await expect(page.locator('.arco-layout-content').getByText('待审核拨付').first()).toBeVisible({
      timeout: 60_000,
    });
    // The remote came from the dev server (same origin as the page, which it proxies for everything else).
    expect(fromDevServer.length).toBeGreaterThan(0);
    expect(fromDevServer.every((url) => url.startsWith(dev.base))).toBe(true);

    const reloaded = page.waitForEvent('load', { timeout: 120_000 });
    writeFileSync(
      LOCALE_FILE,
      source.replace("['待审核拨付', 'To verify']", "['待审核拨付（开发中）', 'To verify']"),
    );
    await reloaded;
    await expect(page.locator('.arco-layout-content').getByText('待审核拨付（开发中）').first()).toBeVisible({
      timeout: 60_000,
    });
  } finally {
    writeFileSync(LOCALE_FILE, source);
    if (dev.child.pid) process.kill(-dev.child.pid, 'SIGTERM');
  }
});
