// Runs the server tests with node's test runner: once on PGlite, and once more on PostgreSQL when DATABASE_URL is
// set. Ends with one line, `server: N passed, N failed`, summing both runs; exits non-zero if any run failed.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));

function testFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith('.test.ts') ? [relative(serverRoot, path)] : [];
  });
}

/** Runs the suite, echoing its output, and returns the runner's pass/fail counts. */
function runSuite(env, files) {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--test', '--test-reporter=spec', '--test-concurrency=2', ...files],
      { cwd: serverRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.on('close', (code) => {
      // Summary lines: "ℹ pass 12" (spec reporter) or "# pass 12" (TAP).
      const count = (label) => Number(new RegExp(`^[ℹ#] ${label} (\\d+)$`, 'm').exec(output)?.[1] ?? 0);
      resolve({ passed: count('pass'), failed: count('fail'), ok: code === 0 });
    });
  });
}

const files = testFiles(join(serverRoot, 'test'));
const workDir = mkdtempSync(join(tmpdir(), 'pm-server-test-'));
const snapshot = join(workDir, 'seeded.tar.gz');
const created = spawnSync(
  process.execPath,
  ['--import', 'tsx', 'test/support/create-snapshot.ts', snapshot],
  {
    cwd: serverRoot,
    stdio: 'inherit',
  },
);

const runs = [{ TEST_DB: 'pglite', PM_TEST_SNAPSHOT: snapshot }];
// On PostgreSQL, one migrated and seeded template that each test database is copied from.
const template = `pm_test_template_${process.pid}`;
const pgTemplate = (command) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'test/support/pg-template.ts', command, template], {
    cwd: serverRoot,
    stdio: 'inherit',
  }).status === 0;
if (process.env.DATABASE_URL) runs.push({ TEST_DB: 'postgres', PM_TEST_PG_TEMPLATE: template });

let passed = 0;
let failed = 0;
let ok = created.status === 0;
if (ok) {
  for (const env of runs) {
    const started = Date.now();
    process.stdout.write(`\n== server tests on ${env.TEST_DB} ==\n`);
    if (env.PM_TEST_PG_TEMPLATE && !pgTemplate('create')) {
      ok = false;
      break;
    }
    const result = await runSuite(env, files);
    process.stdout.write(`== ${env.TEST_DB}: ${((Date.now() - started) / 1000).toFixed(1)} s ==\n`);
    passed += result.passed;
    failed += result.failed;
    ok &&= result.ok;
  }
}
if (process.env.DATABASE_URL) pgTemplate('drop');
rmSync(workDir, { recursive: true, force: true });
console.log(`server: ${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
