// The loaders, minifier and pre-compression every build of the product uses (the federated apps and the sign-in
// page).
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const { EsbuildPlugin } = require('esbuild-loader');

/** TypeScript and JSX through esbuild, with each imported Arco component's stylesheet added. */
const scriptRule = () => ({
  test: /\.tsx?$/,
  exclude: /node_modules/,
  use: [
    { loader: 'esbuild-loader', options: { target: 'es2020', jsx: 'automatic' } },
    { loader: require.resolve('./arco-style-loader.cjs') },
  ],
});

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

/** Module resolution. */
function resolveOptions() {
  return { extensions: ['.tsx', '.ts', '.js', '.mjs'] };
}

module.exports = { assetRule, compressionPlugins, cssLoader, minimizers, resolveOptions, scriptRule };
