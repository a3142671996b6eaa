// `pnpm dev`: the server with reload on change, and every app rebuilt on change into its dist/ (served by the
// server on one port, as in production): each package's `watch` script. One remote alone, served by its own dev
// server around a running product: `pnpm --filter @pm/mf-<group> dev` (shared/web/webpack/standalone-dev.cjs).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { APPS, PNPM_VERSION } from './pnpm.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const child = spawn('npx', ['-y', `pnpm@${PNPM_VERSION}`, ...APPS, '--parallel', 'run', 'watch'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
