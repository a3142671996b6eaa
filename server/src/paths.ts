import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package folder, found by walking up to its package.json: the same code runs from `src/` (tsx) and
 * bundled into `dist/` (main.mjs and its chunks), and neither may depend on the working directory.
 */
function findPackageRoot(start: string): string {
  let dir = start;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${start}`);
    dir = parent;
  }
  return dir;
}

export const serverRoot = findPackageRoot(dirname(fileURLToPath(import.meta.url)));

/** The workspace root: the folder holding shell/ and the mf-* remotes. */
export const workspaceRoot = dirname(serverRoot);

export const migrationsFolder = join(serverRoot, 'drizzle');

/** Reference data shipped with the server (areas, map boundaries): see README "Area data". */
export const dataFolder = join(serverRoot, 'data');
