import { defineConfig } from '@playwright/test';

// The product as `npm start` serves it (built dists, one port), on a fresh database, with the test channel on: one
// server per worker, started by the worker fixture in tests/support-test.ts (ports from E2E_PORT, default 8190).

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // One worker by default: on CI's two cores, two workers (each with a server and database of its own) starved
  // the pages of CPU and a dozen specs timed out waiting for them (clean run of ab2978f). E2E_WORKERS=2 on a
  // bigger machine: the per-worker servers keep the specs apart.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json']],
  outputDir: './test-results',
  use: {
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
});
