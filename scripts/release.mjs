// `pnpm release <remote> [--no-activate]`: builds one remote into an immutable, versioned folder
// (releases/<folder>/<version>/, RELEASES_DIR to put it elsewhere) and registers it, which makes it active: the shell
// loads it at the next navigation into the remote, while pages already open keep the version they loaded (its
// folder stays served). The version is `<package version>+<short commit>`, with `.dirty.<n>` when the work tree
// has changes, so two releases never collide. Registers through a running server when PM_URL and PM_TOKEN (an
// administrator's token) are set, else straight in the database (stop a PGlite server first). Prints the timings.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const REMOTES = ['mf-projects', 'mf-funds', 'mf-related', 'mf-archives', 'mf-system', 'mf-client'];

const git = (...args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout.trim();

/** `mf-funds`, `mf_funds` or `funds` → `mf-funds`. */
function folderOf(argument) {
  const folder = `mf-${String(argument ?? '')
    .replace(/^mf[-_]/, '')
    .replace(/_/g, '-')}`;
  if (!REMOTES.includes(folder)) {
    throw new Error(`usage: pnpm release <remote> [--no-activate]; remotes: ${REMOTES.join(', ')}`);
  }
  return folder;
}

/** The next free version: clean trees release once per commit, dirty ones count up; PM_RELEASE_VERSION overrides. */
function versionOf(pkg, releaseRoot) {
  // A version of one's own (a test's, a hotfix label): it must be a new folder like any other.
  if (process.env.PM_RELEASE_VERSION) return process.env.PM_RELEASE_VERSION;
  const base = `${pkg.version}+${git('rev-parse', '--short', 'HEAD') || 'nogit'}`;
  if (git('status', '--porcelain') === '') return base;
  const taken = existsSync(releaseRoot) ? readdirSync(releaseRoot) : [];
  const counts = taken.map(
    (name) => name.startsWith(`${base}.dirty.`) && Number(name.slice(base.length + 7)),
  );
  return `${base}.dirty.${Math.max(0, ...counts.filter(Number.isInteger)) + 1}`;
}

function run(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`)),
    );
  });
}

/** The release's own description: what registration checks against the shell. */
function releaseInfo({ name, version, pkg, manifest }) {
  const shared = Object.fromEntries(manifest.shared.map((item) => [item.name, item.requiredVersion]));
  return {
    remote: name,
    version,
    commit: git('rev-parse', 'HEAD') || 'unknown',
    builtAt: new Date().toISOString(),
    contract: pkg.pm?.remoteContract ?? '*',
    shared,
  };
}

async function register(name, version, activate) {
  const url = process.env.PM_URL;
  if (url) {
    const token = process.env.PM_TOKEN;
    if (!token) throw new Error('PM_URL is set: PM_TOKEN must be an administrator token');
    const response = await fetch(
      `${url.replace(/\/+$/, '')}${process.env.PM_API_BASE ?? '/api'}/pm/remote-releases`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: token.includes(' ') ? token : `Bearer ${token}`,
        },
        body: JSON.stringify({ remote: name, version, activate }),
      },
    );
    const body = await response.json().catch(() => ({}));
    if (!response.ok) throw new Error(`not registered (HTTP ${response.status}): ${body.msg ?? ''}`);
    return;
  }
  const args = ['--import', 'tsx', 'scripts/register-release.ts', name, version];
  await run(process.execPath, activate ? args : [...args, '--no-activate'], {
    cwd: path.join(root, 'server'),
  });
}

const seconds = (from) => `${((Date.now() - from) / 1000).toFixed(1)} s`;

async function main() {
  const folder = folderOf(process.argv[2]);
  const activate = !process.argv.includes('--no-activate');
  const dir = path.join(root, folder);
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const name = folder.replace(/-/g, '_');
  const releaseRoot = path.join(
    process.env.RELEASES_DIR ? path.resolve(process.env.RELEASES_DIR) : path.join(root, 'releases'),
    folder,
  );
  const version = versionOf(pkg, releaseRoot);
  const target = path.join(releaseRoot, version);
  const timings = [];

  if (existsSync(target)) {
    console.log(`${folder} ${version} is already released (a release folder never changes): registering it`);
  } else {
    const staging = path.join(releaseRoot, `.staging-${process.pid}`);
    let started = Date.now();
    try {
      const env = { ...process.env, PM_RELEASE_VERSION: version, MF_BUILD_VERSION: version };
      const webpack = path.join(root, 'node_modules', '.bin', 'webpack');
      await run(webpack, ['--mode', 'production', '--output-path', staging], { cwd: dir, env });
      timings.push(['build', seconds(started)]);
      started = Date.now();
      const manifest = JSON.parse(readFileSync(path.join(staging, 'mf-manifest.json'), 'utf8'));
      const info = releaseInfo({ name, version, pkg, manifest });
      writeFileSync(path.join(staging, 'release.json'), `${JSON.stringify(info, null, 2)}\n`);
      mkdirSync(releaseRoot, { recursive: true });
      // One rename: the folder appears whole or not at all.
      renameSync(staging, target);
      timings.push(['copy', seconds(started)]);
    } finally {
      rmSync(staging, { recursive: true, force: true });
    }
  }
  const started = Date.now();
  await register(name, version, activate);
  timings.push(['register', seconds(started)]);
  console.log(
    `released ${folder} ${version}${activate ? ', active' : ''} (${timings.map((t) => t.join(' ')).join(', ')})`,
  );
  console.log(`RELEASED ${version}`);
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
