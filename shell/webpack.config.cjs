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
    // Not fetched ahead by the sign-in page: every Arco component (named so the shell provides them all; a page
    // brings the few it shows) and the dashboard's charts (they load after its figures).
    skipAtStartup: [/provide-all\.js$/, /workplace[\\/]lazy-charts\.tsx$/],
  })(env, argv),
  createSignInConfig({ dir: __dirname, title, template: path.join(__dirname, 'src/sign-in/page.html') })(
    env,
    argv,
  ),
];
