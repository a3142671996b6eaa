// A remote's pages, for the registry: the shell links only to pages a remote has (see RemoteEntry.pages).
const fs = require('node:fs');
const path = require('node:path');
const { transformSync } = require('esbuild');
const { JsonAssetPlugin } = require('./json-asset.cjs');

/**
 * The paths listed in the app's `src/page-paths.ts` (`export const PAGES = [...] as const`, plain data without imports,
 * the same list its routes are typed by), or null when it has none.
 */
function readPages(dir) {
  const file = path.join(dir, 'src', 'page-paths.ts');
  if (!fs.existsSync(file)) return null;
  const { code } = transformSync(fs.readFileSync(file, 'utf8'), { loader: 'ts', format: 'cjs' });
  const module = { exports: {} };
  new Function('module', 'exports', code)(module, module.exports);
  const pages = module.exports.PAGES;
  if (!Array.isArray(pages) || !pages.every((page) => typeof page === 'string' && page.startsWith('/'))) {
    throw new Error(`${file}: PAGES must be a list of paths`);
  }
  return pages;
}

/** Writes `pages.json` beside the remote's manifest; the server lists it in /remotes.json. */
const pagesPlugin = (pages) => new JsonAssetPlugin('pages.json', () => pages);

module.exports = { pagesPlugin, readPages };
