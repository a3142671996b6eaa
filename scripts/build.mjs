// `pnpm build`: builds the server, the shell and the six remotes, two at a time, skipping each one whose inputs
// have not changed since its last build (its own folder, the shared packages, the lockfile): a change to one
// remote's source rebuilds that remote only. `--force` builds everything. Prints what it built and how long each
// took.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PNPM_VERSION } from './pnpm.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const BUILT_APPS = [
  'server',
  'shell',
  'mf-projects',
  'mf-funds',
  'mf-related',
  'mf-archives',
  'mf-system',
  'mf-client',
];
const SHARED_INPUTS = ['shared/web', 'shared/domain', 'pnpm-lock.yaml', 'tsconfig.base.json'];
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.data', '.cache']);
// Outside the served dist folders: what each app was last built from.
const MARKS = path.join(root, 'node_modules', '.cache', 'pm-build');
const CONCURRENCY = 2;

function files(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full, { withFileTypes: true })
    .filter((item) => !SKIPPED_FOLDERS.has(item.name))
    .flatMap((item) => files(path.join(entry, item.name)));
}

/** A hash of every file an app's build reads: its folder (but its output), the shared packages and the lockfile. */
export function inputsHash(app) {
  const hash = createHash('sha256');
  for (const file of [...files(app), ...SHARED_INPUTS.flatMap(files)].sort()) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

const markFile = (app) => path.join(MARKS, `${app}.sha256`);
/** Built from these inputs, and its output is still there. */
const isCurrent = (app, hash) =>
  existsSync(path.join(root, app, 'dist')) &&
  existsSync(markFile(app)) &&
  readFileSync(markFile(app), 'utf8') === hash;

function buildOne(app) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npx', ['-y', `pnpm@${PNPM_VERSION}`, '--filter', `@pm/${app}`, 'run', 'build'], {
      cwd: root,
      stdio: 'inherit',
    });
    child.on('exit', (code) => resolve({ app, code: code ?? 1, seconds: (Date.now() - started) / 1000 }));
  });
}

/** Builds what changed; resolves with each app's outcome (`built` with seconds, or `unchanged`). */
export async function build({ force = false } = {}) {
  const plan = BUILT_APPS.map((app) => ({ app, hash: inputsHash(app) }));
  const todo = plan.filter(({ app, hash }) => force || !isCurrent(app, hash));
  const outcomes = plan
    .filter((item) => !todo.includes(item))
    .map(({ app }) => ({ app, state: 'unchanged', code: 0, seconds: 0 }));
  const queue = [...todo];
  async function worker() {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const result = await buildOne(next.app);
      if (result.code === 0) {
        mkdirSync(MARKS, { recursive: true });
        writeFileSync(markFile(next.app), next.hash);
      }
      outcomes.push({ ...result, state: 'built' });
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return outcomes;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  const outcomes = await build({ force: process.argv.includes('--force') });
  for (const { app, state, code, seconds } of outcomes) {
    const what =
      state === 'unchanged'
        ? 'unchanged, not rebuilt'
        : code === 0
          ? `built in ${seconds.toFixed(1)} s`
          : `FAILED (exit ${code})`;
    console.log(`  ${app.padEnd(12)} ${what}`);
  }
  console.log(`build: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  process.exit(outcomes.some(({ code }) => code !== 0) ? 1 : 0);
}
