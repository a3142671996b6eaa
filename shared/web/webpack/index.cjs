// The one webpack configuration factory for the shell and the six remotes.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const { EsbuildPlugin } = require('esbuild-loader');
const { createSharedMap, writeArcoProvideAll } = require('./shared-map.cjs');
const { PagesPlugin, readPages } = require('./pages.cjs');

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
    return {
      context: dir,
      mode: production ? 'production' : 'development',
      // Maps are written for error reporting but not referenced by the served files.
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      entry: isHost ? { main: ['./src/index.ts', writeArcoProvideAll(dir)] } : {},
      target: 'web',
      output: {
        path: path.join(dir, 'dist'),
        // The host's pages sit on deep routes: absolute URLs. Remotes resolve theirs from their manifest.
        publicPath: isHost ? '/' : 'auto',
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: [
              { loader: 'esbuild-loader', options: { target: 'es2020', jsx: 'automatic' } },
              { loader: require.resolve('./arco-style-loader.cjs') },
            ],
          },
          {
            test: /\.css$/,
            use: [
              'style-loader',
              {
                loader: 'css-loader',
                options: { modules: { auto: true, namedExport: false, exportLocalsConvention: 'as-is' } },
              },
            ],
          },
          {
            test: /\.(svg|png|jpe?g|gif|woff2?)$/,
            type: 'asset',
            parser: { dataUrlCondition: { maxSize: 4096 } },
          },
        ],
      },
      optimization: {
        minimizer: [new EsbuildPlugin({ target: 'es2020', css: true, format: undefined })],
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
        }),
        ...(pages ? [new PagesPlugin(pages)] : []),
        // Pre-compressed copies: the server sends them as they are (no compression work per request).
        ...(production
          ? [
              new CompressionPlugin({
                test: /\.(js|css|html|json|svg)$/,
                algorithm: 'gzip',
                filename: '[path][base].gz',
                threshold: 1024,
              }),
              new CompressionPlugin({
                test: /\.(js|css|html|json|svg)$/,
                algorithm: 'brotliCompress',
                filename: '[path][base].br',
                compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
                threshold: 1024,
              }),
            ]
          : []),
        ...(isHost
          ? [
              new HtmlWebpackPlugin({
                template: path.join(__dirname, 'index.html'),
                title: title ?? pkg.description,
                scriptLoading: 'defer',
              }),
            ]
          : []),
      ],
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createAppConfig };
