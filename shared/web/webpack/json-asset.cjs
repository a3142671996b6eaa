// The one way the webpack factory writes a small JSON file of its own beside a build's files (pages.json,
// federation.json, entry-scripts.json): what the server or the sign-in page reads about that build.
const { Compilation, sources } = require('webpack');

class JsonAssetPlugin {
  /**
   * @param {string} fileName the file, in the build's output folder
   * @param {(compilation: import('webpack').Compilation) => unknown} content its value, made when assets are processed
   * @param {number} [stage] when: after the build's own files by default; SUMMARIZE to list the emitted files
   */
  constructor(fileName, content, stage = Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL) {
    this.fileName = fileName;
    this.content = content;
    this.stage = stage;
  }

  apply(compiler) {
    const name = `JsonAssetPlugin ${this.fileName}`;
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tap({ name, stage: this.stage }, () =>
        compilation.emitAsset(
          this.fileName,
          new sources.RawSource(JSON.stringify(this.content(compilation))),
        ),
      );
    });
  }
}

module.exports = { JsonAssetPlugin };
