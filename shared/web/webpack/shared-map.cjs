// The one Module Federation `shared` map, used by the shell and every remote (ARCHITECTURE.md "Shell ↔ remote contract").
const fs = require('node:fs');
const path = require('node:path');

const singletons = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-redux',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query/react',
  'i18next',
  'react-i18next',
  'axios',
  'single-spa-react',
  'single-spa-react/parcel',
  'history',
  'decimal.js',
];

function packageVersion(request, fromDir) {
  const name = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
  const pkg = require(require.resolve(`${name}/package.json`, { paths: [fromDir] }));
  return pkg.version;
}

/**
 * Arco is shared one key per component folder and `loaded-first`, so the shell's copy of each component is the one
 * instance (one ConfigProvider locale, one Message container) and an app downloads only the components it shows.
 * The keys carry no absolute `import` path: that made webpack include each component eagerly with its own copy of
 * React and react-dom (measured: react-dom in 70 chunks, 20 MB of shell chunks). Instead the shell's build names
 * every component in an `import()` (see `writeProvideAll`), which makes it provide them all.
 */
function arcoShared(fromDir) {
  const arcoRoot = path.dirname(require.resolve('@arco-design/web-react/package.json', { paths: [fromDir] }));
  const version = require(path.join(arcoRoot, 'package.json')).version;
  const esDir = path.join(arcoRoot, 'es');
  const entries = {};
  for (const folder of fs.readdirSync(esDir)) {
    if (!/^[A-Z]/.test(folder)) continue;
    const file = path.join(esDir, folder, 'index.js');
    if (!fs.existsSync(file)) continue;
    entries[`@arco-design/web-react/es/${folder}`] = {
      shareKey: `@arco-design/web-react/es/${folder}`,
      singleton: true,
      version,
      requiredVersion: `^${version}`,
    };
  }
  return entries;
}

function createSharedMap(appDir) {
  const shared = {};
  for (const request of singletons) {
    const version = packageVersion(request, appDir);
    shared[request] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  // The workspace packages by their entries (`@pm/web/api`, `@pm/web/i18n`, `@pm/domain/forms`, …): one instance of
  // the API client, store and i18n for all apps (@pm/web), and of the domain modules they hand each other.
  for (const name of ['@pm/web', '@pm/domain']) {
    const { version } = require(require.resolve(`${name}/package.json`, { paths: [appDir] }));
    shared[`${name}/`] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  return { ...shared, ...arcoShared(appDir) };
}

/**
 * The entries of the workspace packages an app may share (`@pm/web/api`, `@pm/domain/forms`, …): the TypeScript
 * entries of each package's `exports`, without the test helpers and the build's own files.
 */
function workspaceEntries(appDir) {
  const entries = [];
  for (const name of ['@pm/web', '@pm/domain']) {
    const pkg = require(require.resolve(`${name}/package.json`, { paths: [appDir] }));
    for (const [subpath, target] of Object.entries(pkg.exports)) {
      if (typeof target !== 'string' || !/\.tsx?$/.test(target)) continue;
      if (/(^|\/)(testing|test-adapter)(\/|$)/.test(subpath)) continue;
      entries.push(`${name}/${subpath.slice(2)}`);
    }
  }
  return entries;
}

/**
 * Writes a module that names every shared Arco component and every workspace entry in an `import()` that is never
 * called: the shell's build then provides them all. A remote showing a component the shell does not use still gets
 * the shell's instance; and a workspace entry the shell does not use (`@pm/web/report-form`) is still the shell's,
 * whose relative imports (`../i18n/locale`, `../api/requests`) are the shell's one i18n instance and API client, not
 * a remote's second copy of them.
 */
function writeProvideAll(appDir) {
  const keys = [...Object.keys(arcoShared(appDir)), ...workspaceEntries(appDir)];
  const dir = path.join(appDir, 'node_modules', '.cache', 'pm-webpack');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'provide-all.js');
  const lines = keys.map((key) => `  ${JSON.stringify(key)}: () => import(${JSON.stringify(key)}),`);
  fs.writeFileSync(file, `export const sharedModules = {\n${lines.join('\n')}\n};\n`);
  return file;
}

module.exports = { createSharedMap, writeProvideAll };
