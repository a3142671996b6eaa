const { createAppConfig } = require('@pm/web/webpack');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf_client',
  kind: 'remote',
  exposes: { './app': './src/app.tsx' },
});
