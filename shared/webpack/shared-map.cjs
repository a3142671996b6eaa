// The one Module Federation `shared` map, used by the shell and every remote (ARCHITECTURE.md "Shell ↔ remote contract").
const fs = require('node:fs');
const path = require('node:path');

const singletons = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
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
 * Arco is shared one key per component folder, each with an absolute `import` path so that every build (the shell
 * first) provides every component, and `loaded-first` makes the shell's copy the one instance (TOOLCHAIN.md).
 * Remotes then download only the components they show, yet share one ConfigProvider locale and Message container.
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
      import: file,
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
  const sharedVersion = require('../package.json').version;
  // The workspace package and its subpaths (`@pm/shared/api`, `@pm/shared/i18n`, …): one instance of the API
  // client, store helpers and i18n for all apps.
  shared['@pm/shared/'] = { singleton: true, requiredVersion: `^${sharedVersion}`, version: sharedVersion };
  shared['@pm/shared'] = { singleton: true, requiredVersion: `^${sharedVersion}`, version: sharedVersion };
  return { ...shared, ...arcoShared(appDir) };
}

module.exports = { createSharedMap };
