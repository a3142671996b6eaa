// `pnpm typecheck`: every package's TypeScript, as four programs run two at a time (CI has two cores): the browser
// packages together (tsconfig.web.json: shell, remotes and @pm/web share one set of options, so one program
// checks each of their files as its package's own tsconfig would, and the shared declarations once), then the
// server, @pm/domain (no DOM types) and the e2e suite, each with its own options. A package's own
// `pnpm --filter <name> run typecheck` still checks it alone.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const tsc = createRequire(path.join(root, 'package.json')).resolve('typescript/bin/tsc');
// The longest first, so that the two slots end together.
const PROGRAMS = [
  'tsconfig.web.json',
  'server/tsconfig.json',
  'e2e/tsconfig.json',
  'shared/domain/tsconfig.json',
];
const CONCURRENCY = 2;

/** Runs tsc on one project; its output is printed whole when it ends, so two programs never interleave. */
function check(project) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '--noEmit', '-p', project], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`${code === 0 ? '✔' : '✖'} tsc -p ${project} (${seconds} s)\n${output}`);
      resolve(code === 0);
    });
  });
}

const queue = [...PROGRAMS];
const results = await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    let ok = true;
    for (let project = queue.shift(); project; project = queue.shift()) ok = (await check(project)) && ok;
    return ok;
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
