// Writes `entry-scripts.json`: the scripts of the host's page (what index.html loads), so the sign-in page can
// start the signed-in app ahead of the login in its own document (shell/src/sign-in/warm-start.ts).
const { Compilation } = require('webpack');
const { JsonAssetPlugin } = require('./json-asset.cjs');

const FILE_NAME = 'entry-scripts.json';

/** After every file is emitted: the entry points' scripts, with the public path. */
const entryScriptsPlugin = () =>
  new JsonAssetPlugin(
    FILE_NAME,
    (compilation) => {
      const publicPath = compilation.outputOptions.publicPath;
      const scripts = [];
      for (const entrypoint of compilation.entrypoints.values()) {
        for (const file of entrypoint.getFiles())
          if (file.endsWith('.js')) scripts.push(`${publicPath}${file}`);
      }
      return { scripts };
    },
    Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE,
  );

module.exports = { ENTRY_SCRIPTS: FILE_NAME, entryScriptsPlugin };
