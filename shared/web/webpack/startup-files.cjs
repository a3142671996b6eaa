// Lists the files the shell needs to start signed in (its entry, the bootstrap, the shared modules it consumes,
// the signed-in frame and its own pages), as `startup-files.json`: the sign-in page prefetches them once the user
// starts typing, so the page load after a login finds them in the cache.
const { Compilation, sources } = require('webpack');

const FILE_NAME = 'startup-files.json';

/**
 * @param {object} options
 * @param {(resource: string) => boolean} options.skip  modules whose `import()`s are not followed (the module that
 *   names every Arco component so the shell provides them all; the dashboard's charts)
 */
class StartupFilesPlugin {
  constructor({ skip }) {
    this.skip = skip;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartupFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'StartupFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const publicPath = compilation.outputOptions.publicPath;
          const files = new Set();
          const seen = new Set();
          const visit = (group) => {
            if (seen.has(group)) return;
            seen.add(group);
            for (const chunk of group.chunks) {
              for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.add(`${publicPath}${file}`);
            }
            for (const child of group.childrenIterable) {
              const skipped = child.origins.some(({ module }) => {
                // What the shell offers to the remotes is not what it starts with: it loads a shared module when
                // it consumes it (that origin is followed).
                if (module?.type === 'provide-module') return true;
                // A concatenated module is named by its root module.
                const resource = module?.rootModule?.resource ?? module?.resource;
                return typeof resource === 'string' && this.skip(resource);
              });
              if (!skipped) visit(child);
            }
          };
          for (const entrypoint of compilation.entrypoints.values()) visit(entrypoint);
          compilation.emitAsset(FILE_NAME, new sources.RawSource(JSON.stringify([...files].sort())));
        },
      );
    });
  }
}

module.exports = { STARTUP_FILES: FILE_NAME, StartupFilesPlugin };
