// The specs' `test`: Playwright's, with a server of the worker's own. Each worker starts the built product
// (`node ../server/dist/main.mjs`, as `npm start` serves it) on its own port, with its own fresh database and
// upload folder, and points `baseURL` at it: workers run side by side without seeing each other's data, and what a
// spec file leaves behind is seen only by the files its own worker runs after it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test as base } from '@playwright/test';

export * from '@playwright/test';

/** The first worker's port (E2E_PORT, default 8190); worker n serves on the n-th port after it. */
const BASE_PORT = Number(process.env.E2E_PORT ?? 8190);

/**
 * This worker's port. Playwright numbers its worker processes in TEST_WORKER_INDEX (a restarted worker gets a new
 * number, so a new port and a fresh server); outside a worker (listing the tests) the first port.
 */
export const PORT = BASE_PORT + Number(process.env.TEST_WORKER_INDEX ?? 0);

/** The staff side of this worker's server; the portal is `http://client.localhost:${PORT}`. */
export const BASE_URL = `http://localhost:${PORT}`;

async function untilServing(url: string, exited: () => string | undefined, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const early = exited();
    if (early) throw new Error(`The e2e server stopped before serving: ${early}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The e2e server did not serve ${url} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export const test = base.extend<object, { workerServer: { baseURL: string; releasesDir: string } }>({
  workerServer: [
    // Playwright reads a fixture's dependencies from its first parameter, which must be a destructuring pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide, workerInfo) => {
      const configDir = path.dirname(workerInfo.config.configFile ?? path.join(process.cwd(), 'x'));
      const dataDir = mkdtempSync(path.join(tmpdir(), 'pm-e2e-'));
      // As playwright.config's webServer did for the one server: CI's DATABASE_URL (for the server suite) must not
      // point the product under test at a shared, persistent database; empty means the embedded PGlite in DATA_DIR.
      const server = spawn(process.execPath, [path.join(configDir, '../server/dist/main.mjs')], {
        cwd: configDir,
        env: {
          ...process.env,
          DATABASE_URL: '',
          NODE_ENV: 'test',
          PORT: String(PORT),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          FILES_DIR: path.join(dataDir, 'files'),
          // Remote releases a spec makes (`pnpm release`, remote-releases.spec.ts) stay with this server.
          RELEASES_DIR: path.join(dataDir, 'releases'),
          PM_TEST_CHANNEL: '1',
          // Every UI login fetches captchas; the default 20 a minute per IP would throttle the suite, not a user.
          AUTH_RATE_LIMIT: '1000',
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      server.stderr.on('data', (chunk: Buffer) => process.stderr.write(`[server ${PORT}] ${chunk}`));
      let exit: string | undefined;
      const stopped = new Promise<void>((resolve) =>
        server.on('exit', (code, signal) => {
          exit = `exit ${code ?? signal}`;
          resolve();
        }),
      );
      try {
        await untilServing(`${BASE_URL}/remotes.json`, () => exit, 300_000);
        await provide({ baseURL: BASE_URL, releasesDir: path.join(dataDir, 'releases') });
      } finally {
        if (!exit) {
          server.kill('SIGTERM');
          const killer = setTimeout(() => server.kill('SIGKILL'), 10_000);
          await stopped;
          clearTimeout(killer);
        }
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    // Starting the product on a fresh database (migrations and seed) takes a while on a loaded machine.
    { scope: 'worker', timeout: 330_000, auto: true },
  ],
  baseURL: async ({ workerServer }, provide) => {
    await provide(workerServer.baseURL);
  },
});
