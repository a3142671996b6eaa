// `pnpm --filter @pm/mf-<group> dev`: one remote served alone, in development, by webpack-dev-server, with the real
// product around it. The dev server answers the remote's own files at the address the registry gives it
// (`/remotes/<folder>/…`, from memory, rebuilt on every save) and passes everything else — the shell's pages,
// `/remotes.json`, the other remotes, the API — to a running server (`npm start`, or PM_SERVER_URL). So the page
// at http://127.0.0.1:<port>/ is the real shell: sign in as usual and open the remote's menu group; a save
// reloads the page with the new build. Nothing else needs building or running.
const path = require('node:path');

/** The port of each remote's dev server (PM_DEV_PORT overrides): one per remote, so two can run side by side. */
const DEV_PORTS = {
  'mf-projects': 3101,
  'mf-funds': 3102,
  'mf-related': 3103,
  'mf-archives': 3104,
  'mf-system': 3105,
  'mf-client': 3106,
};

/**
 * The `devServer` section of a remote's development config.
 * @param {string} dir the remote's folder
 */
function standaloneDevServer(dir) {
  const folder = path.basename(dir);
  const own = `/remotes/${folder}/`;
  const target = process.env.PM_SERVER_URL || 'http://127.0.0.1:8080';
  return {
    host: '127.0.0.1',
    // client.localhost (the portal's host label) as well as 127.0.0.1 and localhost.
    allowedHosts: ['.localhost', '127.0.0.1'],
    port: Number(process.env.PM_DEV_PORT) || DEV_PORTS[folder] || 3100,
    // A save rebuilds the remote and reloads the page (module federation and hot module replacement across the
    // shell's boundary do not mix: a reload is the honest refresh).
    hot: false,
    liveReload: true,
    client: { overlay: { errors: true, warnings: false }, logging: 'warn' },
    devMiddleware: { publicPath: own, writeToDisk: false },
    static: false,
    // The browser sees one origin (this one), as in production: the shell's cookies-free bearer token, its
    // Content-Security-Policy ('self') and the API's paths all hold unchanged.
    proxy: [
      {
        context: (pathname) => !pathname.startsWith(own) && pathname !== '/ws',
        target,
        changeOrigin: false,
        ws: false,
        logLevel: 'warn',
      },
    ],
  };
}

module.exports = { DEV_PORTS, standaloneDevServer };
