// Runs the server tests with node's test runner: once on PGlite, and once more on PostgreSQL when DATABASE_URL is
// set. Ends with one line, `server: N passed, N failed`, summing both runs; exits non-zero if any run failed.
//
// Speed: every test file runs in a process of its own, and loading the app through tsx cost each one ~3 s of CPU
// (more under load). So the test files (with src/ and @pm/domain) are first bundled once with esbuild into
// node_modules/.cache (under the server folder, so src/paths.ts still finds the package root and the externals
// still resolve); the runner runs those. The two backends run side by side: the PostgreSQL run spends much of its
// time waiting on the database server, which the PGlite run fills.
// Arguments: test files to run (default: all of test/). Environment: PM_TEST_CONCURRENCY (per backend, default 2),
// PM_TEST_SERIAL_BACKENDS=1 runs the backends one after the other, PM_TEST_TSX=1 runs the sources through tsx.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const concurrency = Number(process.env.PM_TEST_CONCURRENCY ?? 2);
const useTsx = process.env.PM_TEST_TSX === '1';

function testFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith('.test.ts') ? [relative(serverRoot, path)] : [];
  });
}

// The longest files start first (the fuzz alone is a fifth of a backend's run): started last, one of them would
// run on alone after the rest had finished.
const SLOW_FIRST = [
  'test/fuzz/fuzz.test.ts',
  'test/imports-kill.test.ts',
  'test/appropriations-concurrency.test.ts',
  'test/data-scope.test.ts',
];
const slowness = (source) => {
  const rank = SLOW_FIRST.indexOf(source);
  return rank === -1 ? SLOW_FIRST.length : rank;
};
const sources = (process.argv.length > 2 ? process.argv.slice(2) : testFiles(join(serverRoot, 'test'))).sort(
  (a, b) => slowness(a) - slowness(b),
);
const workDir = join(serverRoot, 'node_modules', '.cache', `pm-server-test-${process.pid}`);
mkdirSync(workDir, { recursive: true });
const snapshot = join(workDir, 'seeded.tar.gz');
const bundleDir = join(workDir, 'build');
const supportScripts = ['test/support/create-snapshot.ts', 'test/support/pg-template.ts'];

/** Bundles the test files and support scripts once: dependencies stay external, except @pm/domain (TypeScript). */
async function bundle() {
  const { dependencies, devDependencies } = JSON.parse(
    readFileSync(join(serverRoot, 'package.json'), 'utf8'),
  );
  const external = [...Object.keys(dependencies), ...Object.keys(devDependencies)].filter(
    (name) => name !== '@pm/domain',
  );
  await build({
    absWorkingDir: serverRoot,
    entryPoints: [...sources, ...supportScripts],
    outdir: bundleDir,
    outbase: '.',
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: [...external, ...external.map((name) => `${name}/*`)],
    // The one use, imports-kill.test.ts, spawns test/support/import-commit-child.ts through tsx: keep it the
    // source folder. A failing assertion's stack points into the bundle; --enable-source-maps maps it back.
    define: { 'import.meta.dirname': JSON.stringify(join(serverRoot, 'test')) },
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

/**
 * PGlite's WebAssembly is compiled by V8's baseline compiler only. By default V8 also recompiles its hot functions
 * with the optimising compiler on background threads: a test file's process ends before that work pays back, and
 * on CI's two cores it takes CPU from the other file running. Measured per file (CPU s, default → liftoff-only):
 * projects 9.9 → 7.4, budgets 10.5 → 7.3, appropriations 11.9 → 11.2, even the two-minute fuzz 141 → 118.
 * The flag reaches each test file's process: the test runner passes its own flags on.
 */
const LIFTOFF_ONLY = ['--liftoff-only'];

/** How to run a source file: its bundle with node, or the source through tsx. */
const runnable = (source) =>
  useTsx
    ? ['--import', 'tsx', source]
    : ['--enable-source-maps', join(bundleDir, source.replace(/\.ts$/, '.mjs'))];

/** Runs one backend's suite; its output is echoed live (`live`) or kept to be printed whole at the end. */
function runSuite(env, live) {
  return new Promise((resolve) => {
    const files = useTsx
      ? sources
      : sources.map((source) => join(bundleDir, source.replace(/\.ts$/, '.mjs')));
    const child = spawn(
      process.execPath,
      [
        ...(useTsx ? ['--import', 'tsx'] : ['--enable-source-maps']),
        ...(env.TEST_DB === 'pglite' ? LIFTOFF_ONLY : []),
        '--test',
        '--test-reporter=spec',
        `--test-concurrency=${concurrency}`,
        ...files,
      ],
      { cwd: serverRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const started = Date.now();
    let output = '';
    const take = (stream) => (chunk) => {
      output += chunk;
      if (live) stream.write(chunk);
    };
    child.stdout.on('data', take(process.stdout));
    child.stderr.on('data', take(process.stderr));
    child.on('close', (code) => {
      // Summary lines: "ℹ pass 12" (spec reporter) or "# pass 12" (TAP).
      const count = (label) => Number(new RegExp(`^[ℹ#] ${label} (\\d+)$`, 'm').exec(output)?.[1] ?? 0);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      resolve({ output, seconds, passed: count('pass'), failed: count('fail'), ok: code === 0 });
    });
  });
}

const started = Date.now();
let ok = true;
try {
  if (!useTsx) await bundle();
} catch (error) {
  console.error(error);
  ok = false;
}
console.log(
  `== server tests: ${sources.length} files, prepared in ${((Date.now() - started) / 1000).toFixed(1)} s ==`,
);

const support = (script, args, env = {}) =>
  spawnSync(process.execPath, [...runnable(script), ...args], {
    cwd: serverRoot,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  }).status === 0;

const runs = [{ TEST_DB: 'pglite', PM_TEST_SNAPSHOT: snapshot }];
// On PostgreSQL, one migrated and seeded template that each test database is copied from.
const template = `pm_test_template_${process.pid}`;
const pgTemplate = (command) => support('test/support/pg-template.ts', [command, template]);
if (process.env.DATABASE_URL) runs.push({ TEST_DB: 'postgres', PM_TEST_PG_TEMPLATE: template });

let passed = 0;
let failed = 0;
// The PGlite snapshot and the PostgreSQL template are made side by side, then both suites run.
const prepared = await Promise.all(
  runs.map(
    (env) =>
      new Promise((resolve) => {
        const [script, args] =
          env.TEST_DB === 'pglite'
            ? ['test/support/create-snapshot.ts', [snapshot]]
            : ['test/support/pg-template.ts', ['create', template]];
        const child = spawn(process.execPath, [...runnable(script), ...args], {
          cwd: serverRoot,
          stdio: 'inherit',
        });
        child.on('close', (code) => resolve(code === 0));
      }),
  ),
);
ok &&= prepared.every(Boolean);
if (ok) {
  const serial = process.env.PM_TEST_SERIAL_BACKENDS === '1';
  const results = [];
  if (serial) for (const env of runs) results.push(await runSuite(env, true));
  else results.push(...(await Promise.all(runs.map((env, index) => runSuite(env, index === 0)))));
  results.forEach((result, index) => {
    if (!serial && index > 0)
      process.stdout.write(`\n== server tests on ${runs[index].TEST_DB} ==\n${result.output}`);
    process.stdout.write(`== ${runs[index].TEST_DB}: ${result.seconds} s ==\n`);
    passed += result.passed;
    failed += result.failed;
    ok &&= result.ok;
  });
}
if (process.env.DATABASE_URL) pgTemplate('drop');
rmSync(workDir, { recursive: true, force: true });
console.log(`server: ${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
