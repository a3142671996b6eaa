const { createAppConfig } = require('@pm/web/webpack');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf_system',
  kind: 'remote',
  exposes: { './app': './src/app.tsx' },
});
