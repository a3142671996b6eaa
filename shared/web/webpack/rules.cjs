// The loaders, minifier and pre-compression every build of the product uses (the federated apps and the sign-in
// page).
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { EsbuildPlugin } = require('esbuild-loader');
const { ARCO_COMPONENT_ENTRY } = require('./arco-style-loader.cjs');

/** TypeScript and JSX through esbuild. */
const scriptRule = () => ({
  test: /\.tsx?$/,
  exclude: /node_modules/,
  use: [{ loader: 'esbuild-loader', options: { target: 'es2020', jsx: 'automatic' } }],
});

/**
 * Each Arco component's entry brings its stylesheet. Kept as a module with side effects: several entries only
 * re-export (`import Input from './input'; export default Input;`), and webpack would step over them otherwise.
 */
const arcoComponentRule = () => ({
  test: ARCO_COMPONENT_ENTRY,
  sideEffects: true,
  use: [{ loader: require.resolve('./arco-style-loader.cjs') }],
});

/** Arco's own style sheets (under node_modules): the app's styles are the others. */
const ARCO_STYLE = /[\\/]@arco-design[\\/]web-react[\\/].*\.css$/;

/** CSS modules for `*.module.css`, plain CSS for the rest. */
const cssLoader = {
  loader: 'css-loader',
  options: { modules: { auto: true, namedExport: false, exportLocalsConvention: 'as-is' } },
};

const assetRule = {
  test: /\.(svg|png|jpe?g|gif|woff2?)$/,
  type: 'asset',
  parser: { dataUrlCondition: { maxSize: 4096 } },
};

// TOOLCHAIN.md: `format: undefined`, or the IIFE wrapper hides a remote's global container.
const minimizers = () => [new EsbuildPlugin({ target: 'es2020', css: true, format: undefined })];

/** Pre-compressed copies: the server sends them as they are (no compression work per request). */
const compressionPlugins = () => [
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
];

/**
 * Style sheets as CSS files named by their content (`MiniCssExtractPlugin.loader` in the rules that use it);
 * `options` adds to the plugin's (the federated apps' `insert`, for one).
 */
const cssExtractPlugin = (production, options = {}) =>
  new MiniCssExtractPlugin({
    filename: production ? '[name].[contenthash:8].css' : '[name].css',
    chunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
    ...options,
  });

/** Module resolution. */
function resolveOptions() {
  return { extensions: ['.tsx', '.ts', '.js', '.mjs'] };
}

module.exports = {
  ARCO_STYLE,
  arcoComponentRule,
  assetRule,
  compressionPlugins,
  cssExtractPlugin,
  cssLoader,
  minimizers,
  resolveOptions,
  scriptRule,
};
