// The one webpack configuration factory for the shell and the six remotes.
/* global document -- insertBeforeAppStyles runs in the browser */
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { createSharedMap, writeProvideAll } = require('./shared-map.cjs');
const { pagesPlugin, readPages } = require('./pages.cjs');
const {
  ARCO_STYLE,
  arcoComponentRule,
  assetRule,
  compressionPlugins,
  cssExtractPlugin,
  cssLoader,
  minimizers,
  resolveOptions,
  scriptRule,
} = require('./rules.cjs');
const { SIGN_IN_FOLDER } = require('./sign-in.cjs');
const { entryScriptsPlugin } = require('./entry-scripts.cjs');
const { remoteReleaseOptions, shellFederationPlugin } = require('./release.cjs');
const { standaloneDevServer } = require('./standalone-dev.cjs');

/** The apps' own styles: injected, marked so that Arco's sheets go before them (`insertBeforeAppStyles`). */
const appStyleLoader = { loader: 'style-loader', options: { attributes: { 'data-app-style': '' } } };

/**
 * Where a newly loaded Arco style sheet goes: before the apps' own styles, whenever it loads, so an app's rule wins
 * over Arco's of the same weight as it did when everything was injected in import order. Serialised into the
 * runtime by mini-css-extract-plugin: plain ES5, no outer names.
 * @param {HTMLLinkElement} linkTag
 */
function insertBeforeAppStyles(linkTag) {
  var appStyle = document.head.querySelector('style[data-app-style]');
  if (appStyle) document.head.insertBefore(linkTag, appStyle);
  else document.head.appendChild(linkTag);
}

/**
 * @param {object} options
 * @param {string} options.dir        the app's folder (__dirname of its webpack.config.cjs)
 * @param {string} options.name       the federation name (`shell`, `mf_projects`, …)
 * @param {'host' | 'remote'} options.kind
 * @param {Record<string, string>} [options.exposes]
 * @param {string} [options.title]    host page title
 */
function createAppConfig({ dir, name, kind, exposes = {}, title }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const isHost = kind === 'host';
    const pkg = require(path.join(dir, 'package.json'));
    const pages = isHost ? null : readPages(dir);
    const release = isHost
      ? { output: {}, plugins: [shellFederationPlugin(dir)] }
      : remoteReleaseOptions(name, pkg);
    return {
      name,
      context: dir,
      mode: production ? 'production' : 'development',
      // Maps are written for error reporting but not referenced by the served files. Development maps are files,
      // not eval: the server's Content-Security-Policy refuses eval outside its own development mode.
      devtool: production ? 'hidden-source-map' : 'cheap-module-source-map',
      entry: isHost ? { main: ['./src/index.ts', writeProvideAll(dir)] } : {},
      target: 'web',
      output: {
        path: path.join(dir, 'dist'),
        // The host's pages sit on deep routes: absolute URLs. Remotes resolve theirs from their manifest.
        publicPath: isHost ? '/' : 'auto',
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: name,
        // The host's dist also holds the sign-in page's build, which cleans its own folder.
        clean: isHost ? { keep: new RegExp(`^${SIGN_IN_FOLDER}/`) } : true,
        ...release.output,
      },
      resolve: resolveOptions(),
      module: {
        rules: [
          scriptRule(),
          arcoComponentRule(),
          // Arco's styles as CSS files, with the shared component that needs them (one copy on the page).
          { test: ARCO_STYLE, use: [MiniCssExtractPlugin.loader, cssLoader] },
          // The apps' own styles, small and with their pages: injected, after Arco's (see `insertBeforeAppStyles`).
          { test: /\.css$/, exclude: ARCO_STYLE, use: [appStyleLoader, cssLoader] },
          assetRule,
        ],
      },
      optimization: {
        minimizer: minimizers(),
      },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: createSharedMap(dir),
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: isHost ? false : { fileName: 'mf-manifest.json' },
          // One federation runtime on the page: the shell's. Each remote entry reads it from the global the shell
          // sets (`_FEDERATION_RUNTIME_CORE`) instead of carrying its own copy (~20 KiB of each ~30 KiB entry).
          experiments: isHost ? { provideExternalRuntime: true } : { externalRuntime: true },
        }),
        // Each component's sheet stands on its own: the order between two of them does not matter.
        cssExtractPlugin(production, { ignoreOrder: true, insert: insertBeforeAppStyles }),
        ...(pages ? [pagesPlugin(pages)] : []),
        ...release.plugins,
        ...(production ? compressionPlugins() : []),
        ...(isHost
          ? [
              entryScriptsPlugin(),
              new HtmlWebpackPlugin({
                template: path.join(__dirname, 'index.html'),
                title: title ?? pkg.description,
                scriptLoading: 'defer',
              }),
            ]
          : []),
      ],
      stats: 'errors-warnings',
      ...(isHost || production ? {} : { devServer: standaloneDevServer(dir) }),
    };
  };
}

module.exports = { createAppConfig, createSignInConfig: require('./sign-in.cjs').createSignInConfig };
