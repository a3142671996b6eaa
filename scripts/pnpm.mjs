// Runs the pinned pnpm through npx: corepack fails on this registry mirror (see ../shared/TOOLCHAIN.md).
import { spawnSync } from 'node:child_process';

export const PNPM_VERSION = '10.34.9';

/** `pnpm -r` over what is built and served: the shell, the remotes and the server (not the shared packages, not e2e). */
export const APPS = ['-r', '--filter', '!@pm/domain', '--filter', '!@pm/web', '--filter', '!@pm/e2e'];

export function pnpm(args, options = {}) {
  const result = spawnSync('npx', ['-y', `pnpm@${PNPM_VERSION}`, ...args], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
    ...options,
  });
  return result.status ?? 1;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(pnpm(process.argv.slice(2)));
}
