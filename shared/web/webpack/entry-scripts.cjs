// Writes `entry-scripts.json`: the scripts of the host's page (what index.html loads), so the sign-in page can
// start the signed-in app ahead of the login in its own document (shell/src/sign-in/warm-start.ts).
const { Compilation, sources } = require('webpack');

const FILE_NAME = 'entry-scripts.json';

class EntryScriptsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EntryScriptsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EntryScriptsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const publicPath = compilation.outputOptions.publicPath;
          const scripts = [];
          for (const entrypoint of compilation.entrypoints.values()) {
            for (const file of entrypoint.getFiles())
              if (file.endsWith('.js')) scripts.push(`${publicPath}${file}`);
          }
          compilation.emitAsset(FILE_NAME, new sources.RawSource(JSON.stringify({ scripts })));
        },
      );
    });
  }
}

module.exports = { ENTRY_SCRIPTS: FILE_NAME, EntryScriptsPlugin };
