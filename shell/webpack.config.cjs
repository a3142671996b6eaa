const path = require('node:path');
const { createAppConfig, createSignInConfig } = require('@pm/web/webpack');

const title = 'project management system';

// Two builds: the federated shell, and the sign-in page on its own (see createSignInConfig).
module.exports = (env, argv) => [
  createAppConfig({
    dir: __dirname,
    name: 'shell',
    kind: 'host',
    title,
  })(env, argv),
  createSignInConfig({ dir: __dirname, title, template: path.join(__dirname, 'src/sign-in/page.html') })(
    env,
    argv,
  ),
];
