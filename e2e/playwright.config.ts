import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/** The product as `npm start` serves it (built dists, one port), on a fresh database, with the test channel on. */
export const PORT = Number(process.env.E2E_PORT ?? 8190);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'pm-e2e-'));

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json']],
  outputDir: './test-results',
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'zh-CN',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium: no browser download works on this machine (see ../shared/TOOLCHAIN.md).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node ../server/dist/main.mjs',
    url: `http://localhost:${PORT}/remotes.json`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // The runner passes its own environment on: CI's DATABASE_URL (for the server suite) must not point the
    // product under test at a shared, persistent database. Empty means the embedded PGlite in DATA_DIR.
    env: {
      DATABASE_URL: '',
      NODE_ENV: 'test',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      FILES_DIR: path.join(dataDir, 'files'),
      PM_TEST_CHANNEL: '1',
      // Every UI login fetches captchas; the default 20 a minute per IP would throttle the suite, not a user.
      AUTH_RATE_LIMIT: '1000',
    },
  },
});
