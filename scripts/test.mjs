// `npm test`: every suite — lint and types, unit (jest), server (PGlite, and PostgreSQL when DATABASE_URL is
// set), end to end (Playwright against the built product), independent delivery (scripts/delivery-check.mjs) —
// then one closing line `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpm } from './pnpm.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const reports = mkdtempSync(path.join(tmpdir(), 'pm-test-'));
const results = [];

function run(command, args, options = {}) {
  return spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options }).status ?? 1;
}

function record(suite, passed, failed, seconds) {
  results.push({ suite, passed, failed, seconds });
}

function timed(fn) {
  const start = Date.now();
  const value = fn();
  return [value, Math.round((Date.now() - start) / 1000)];
}

function requireStep(title, status) {
  if (status !== 0) {
    console.error(`✖ ${title} failed (exit ${status})`);
    record(title, 0, 1, 0);
  }
  return status === 0;
}

console.log('▶ Installing dependencies');
if (!requireStep('install', pnpm(['install', '--frozen-lockfile'], { cwd: root }))) finish();

console.log('▶ Lint and types');
const [lintStatus] = timed(() =>
  run(process.execPath, [path.join(root, 'node_modules/eslint/bin/eslint.js'), '.', '--max-warnings', '0']),
);
requireStep('lint', lintStatus);
requireStep('prettier', run(bin('prettier'), ['--check', '.', '--log-level', 'warn']));
requireStep('typecheck', run(process.execPath, [path.join(root, 'scripts/typecheck.mjs')]));

// Jest's default leaves one core to its main process, which mostly waits: on CI's two cores that is one worker.
console.log('▶ Unit tests (jest)');
const jestReport = path.join(reports, 'jest.json');
const [, jestSeconds] = timed(() =>
  run(bin('jest'), ['--ci', '--maxWorkers=100%', '--json', `--outputFile=${jestReport}`]),
);
if (existsSync(jestReport)) {
  const jest = JSON.parse(readFileSync(jestReport, 'utf8'));
  record('unit', jest.numPassedTests, jest.numFailedTests + jest.numRuntimeErrorTestSuites, jestSeconds);
} else record('unit', 0, 1, jestSeconds);

console.log('▶ Server tests');
const [serverRun, serverSeconds] = timed(() =>
  spawnSync(process.execPath, ['scripts/run-tests.mjs'], {
    cwd: path.join(root, 'server'),
    stdio: ['inherit', 'pipe', 'inherit'],
    encoding: 'utf8',
  }),
);
process.stdout.write(serverRun.stdout ?? '');
const serverLine = /server: (\d+) passed, (\d+) failed/.exec(serverRun.stdout ?? '');
if (serverLine)
  record(
    'server',
    Number(serverLine[1]),
    Number(serverLine[2]) + (serverRun.status === 0 || Number(serverLine[2]) > 0 ? 0 : 1),
    serverSeconds,
  );
else record('server', 0, 1, serverSeconds);

console.log('▶ Building the product for the browser tests');
if (requireStep('build', run(process.execPath, ['scripts/build.mjs'], { cwd: root }))) {
  console.log('▶ End-to-end tests (Playwright, Debian Chromium)');
  const e2eReport = path.join(reports, 'e2e.json');
  const [, e2eSeconds] = timed(() =>
    run(path.join(root, 'e2e/node_modules/.bin/playwright'), ['test'], {
      cwd: path.join(root, 'e2e'),
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
    }),
  );
  if (existsSync(e2eReport)) {
    const { stats } = JSON.parse(readFileSync(e2eReport, 'utf8'));
    record('e2e', stats.expected + stats.flaky, stats.unexpected, e2eSeconds);
  } else record('e2e', 0, 1, e2eSeconds);

  // After the browser tests: it rebuilds one remote twice (and leaves the build as the committed source makes it).
  console.log('▶ Independent delivery (one remote rebuilt; every other build byte-identical)');
  const [deliveryRun, deliverySeconds] = timed(() =>
    spawnSync(process.execPath, ['scripts/delivery-check.mjs'], {
      cwd: root,
      stdio: ['inherit', 'pipe', 'inherit'],
      encoding: 'utf8',
    }),
  );
  process.stdout.write(deliveryRun.stdout ?? '');
  const deliveryLine = /delivery: (\d+) passed, (\d+) failed/.exec(deliveryRun.stdout ?? '');
  if (deliveryLine) record('delivery', Number(deliveryLine[1]), Number(deliveryLine[2]), deliverySeconds);
  else record('delivery', 0, 1, deliverySeconds);
}

finish();

function finish() {
  console.log('\nSuites:');
  for (const { suite, passed, failed, seconds } of results) {
    console.log(
      `  ${suite.padEnd(10)} ${String(passed).padStart(5)} passed  ${String(failed).padStart(3)} failed  ${seconds}s`,
    );
  }
  const passed = results.reduce((sum, r) => sum + r.passed, 0);
  const failed = results.reduce((sum, r) => sum + r.failed, 0);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}
