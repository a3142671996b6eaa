// Bundles the server into dist/main.mjs. Dependencies stay external (node_modules at run time) except
// @pm/domain, which is TypeScript source. Migrations are not bundled: they are read from ../drizzle at run time.
// What the code imports on first use (`await import('./pdf')`: pdf-lib, fontkit) is split into chunks beside
// main.mjs, so a start does not load it; the chunks sit in dist/ itself, where import.meta.url points as for main.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const { dependencies } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(dependencies).filter((name) => name !== '@pm/domain');

await build({
  absWorkingDir: serverRoot,
  entryPoints: ['src/main.ts'],
  outdir: 'dist',
  entryNames: '[name]',
  chunkNames: '[name]-[hash]',
  splitting: true,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'info',
});
