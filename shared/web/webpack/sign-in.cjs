// The sign-in page's build: a plain webpack bundle of `src/sign-in/index.tsx`, without Module Federation,
// tree-shaken, its CSS extracted into files, into `dist/sign-in/`. The server answers
// /login and /client/login with its `page.html`; every other page is the federated shell.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const {
  arcoComponentRule,
  assetRule,
  compressionPlugins,
  cssExtractPlugin,
  cssLoader,
  minimizers,
  resolveOptions,
  scriptRule,
} = require('./rules.cjs');

const SIGN_IN_FOLDER = 'sign-in';

/**
 * @param {object} options
 * @param {string} options.dir    the shell's folder
 * @param {string} options.title  the page title
 * @param {string} options.template  the page's HTML (what it paints before its script runs)
 */
function createSignInConfig({ dir, title, template }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      name: 'sign-in',
      context: dir,
      mode: production ? 'production' : 'development',
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      entry: { 'sign-in': './src/sign-in/index.tsx' },
      target: 'web',
      output: {
        path: path.join(dir, 'dist', SIGN_IN_FOLDER),
        publicPath: `/${SIGN_IN_FOLDER}/`,
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: 'sign_in',
        clean: true,
      },
      resolve: resolveOptions(),
      module: {
        rules: [
          scriptRule(),
          arcoComponentRule(),
          { test: /\.css$/, use: [MiniCssExtractPlugin.loader, cssLoader] },
          assetRule,
        ],
      },
      // One chunk for the page (no vendor split: nothing here is shared with another page).
      optimization: { minimizer: minimizers(), splitChunks: false },
      performance: { hints: false },
      plugins: [
        cssExtractPlugin(production),
        new HtmlWebpackPlugin({
          template,
          filename: 'page.html',
          // The template places the tags itself: the style sheet after the first paint's markup.
          inject: false,
          title,
          scriptLoading: 'defer',
        }),
        ...(production ? compressionPlugins() : []),
      ],
      stats: 'errors-warnings',
    };
  };
}

module.exports = { SIGN_IN_FOLDER, createSignInConfig };
