// What a release build (`pnpm release <remote>`, scripts/release.mjs) changes in a remote's build, and what the
// shell's build tells the server about itself so that a release it cannot host is refused at registration.
const fs = require('node:fs');
const path = require('node:path');
const { DefinePlugin } = require('webpack');
const { JsonAssetPlugin } = require('./json-asset.cjs');
const { createSharedMap } = require('./shared-map.cjs');

/** The shell ↔ remote contract version the shell implements (`REMOTE_CONTRACT_VERSION`, @pm/domain/contracts). */
function remoteContractVersion() {
  const file = path.join(__dirname, '..', '..', 'domain', 'src', 'contracts', 'remote-release.ts');
  const match = /REMOTE_CONTRACT_VERSION = '([^']+)'/.exec(fs.readFileSync(file, 'utf8'));
  if (!match) throw new Error(`${file}: REMOTE_CONTRACT_VERSION not found`);
  return match[1];
}

/** Writes `federation.json` into the shell's dist: the contract it implements and each shared version it provides. */
const shellFederationPlugin = (dir) =>
  new JsonAssetPlugin('federation.json', () => ({
    contract: remoteContractVersion(),
    shared: Object.fromEntries(
      Object.entries(createSharedMap(dir)).map(([key, { version }]) => [key, version]),
    ),
  }));

/**
 * A remote's build knows its version (`process.env.PM_RELEASE_VERSION` in its code: the shell's health panel shows
 * what is really running). A release build (PM_RELEASE_VERSION set) also gets a chunk-loading global of its own:
 * two versions of one remote on a page (an open tab of the old one, a new page of the new one) must not deliver
 * each other's chunks.
 */
function remoteReleaseOptions(name, pkg) {
  const release = process.env.PM_RELEASE_VERSION;
  return {
    output: release ? { chunkLoadingGlobal: `webpackChunk_${name}_${release.replace(/\W/g, '_')}` } : {},
    plugins: [new DefinePlugin({ 'process.env.PM_RELEASE_VERSION': JSON.stringify(release || pkg.version) })],
  };
}

module.exports = { shellFederationPlugin, remoteReleaseOptions };
