const { createAppConfig } = require('@pm/web/webpack');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'shell',
  kind: 'host',
  title: 'project management system',
});
