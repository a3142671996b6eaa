// `npm start`: install, build every package, then serve the product on one port. The server migrates and seeds
// its embedded database (PGlite in server/.data) on start. PORT changes the port (default 8080).
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { pnpm } from './pnpm.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

function step(title, args) {
  console.log(`\n▶ ${title}`);
  const status = pnpm(args, { cwd: root });
  if (status !== 0) {
    console.error(`✖ ${title} failed (exit ${status})`);
    process.exit(status);
  }
}

step('Installing dependencies', ['install', '--frozen-lockfile']);
console.log('\n▶ Building the shell, the six remotes and the server (those that changed)');
const built = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
if (built.status !== 0) {
  console.error(`✖ build failed (exit ${built.status})`);
  process.exit(built.status ?? 1);
}

const port = process.env.PORT ?? '8080';
console.log(`\n▶ Serving on http://localhost:${port} (client portal: http://client.localhost:${port})`);
const server = spawn(process.execPath, ['server/dist/main.mjs'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PORT: port, HOST: process.env.HOST ?? '0.0.0.0' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
