// `pnpm bench`: the product beside its peer (Arco Design Pro's production build, ../shared/peer/), measured in the
// same run with alternating cold loads, and the issue-18 targets checked against the figures. Prints a table;
// nothing here passes or fails. See bench/README.md.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildTimes } from './lib/build-times.mjs';
import { startPeer, startProduct } from './lib/servers.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const tools = path.join(root, '..', 'shared', 'tools');
const APPS = ['shell', 'mf-projects', 'mf-funds', 'mf-related', 'mf-archives', 'mf-system', 'mf-client'];
const USAGE = `usage: node bench/run.mjs [--runs 3] [--no-build] [--no-api] [--api-duration 10] [--port 8290] [--peer-port 5001]
  --runs N        cold runs of each page, product and peer alternating (median reported)
  --no-build      measure the dists as they are (no build times)
  --no-api        skip the list APIs on PostgreSQL (bench/api-http.mjs, several minutes)`;
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '8290' },
    'peer-port': { type: 'string', default: '5001' },
    'no-build': { type: 'boolean', default: false },
    'no-api': { type: 'boolean', default: false },
    'api-duration': { type: 'string', default: '10' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const runs = Number(values.runs);
const KiB = (bytes) => bytes / 1024;
const median = (xs) => {
  const sorted = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** One cold run of perf-measure (fresh Chromium profile); its JSON's first run. */
function measure(args) {
  const out = spawnSync(
    process.execPath,
    [
      path.join(tools, 'perf-measure.mjs'),
      '--runs',
      '1',
      '--quiet-psi',
      '40',
      '--quiet-max-wait',
      '20',
      ...args,
    ],
    { cwd: path.join(root, 'e2e'), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (out.status !== 0) throw new Error(`perf-measure ${args.join(' ')}\n${out.stderr}`);
  return JSON.parse(out.stdout).runsDetail[0];
}

/** Runs each named measurement `runs` times, the names in turn (product and peer alternate), and collects them. */
function alternate(plans) {
  const results = Object.fromEntries(Object.keys(plans).map((name) => [name, []]));
  for (let run = 0; run < runs; run += 1) {
    for (const [name, args] of Object.entries(plans)) results[name].push(measure(args()));
  }
  return results;
}

const pick = (list, read) => median(list.map(read));
const ROWS = 'tbody tr.arco-table-tr';
const menuItem = (page) => `.arco-menu-item[data-path="${page}"]`;

const build = values['no-build'] ? null : await buildTimes(root);
const product = await startProduct(root, values.port);
const peer = await startPeer(root, values['peer-port']);
const rows = [];
/** `ratio`: shown instead of ours ÷ theirs (the API rows' p50 ÷ the floor's, their "theirs" being two figures). */
const row = (measureName, ours, theirs, target, holds, ratio) =>
  rows.push({ measureName, ours, theirs, target, holds, ratio });
try {
  const base = product.base;
  const staffLogin = [
    '--url',
    `${base}/login`,
    '--selector',
    '.arco-btn-primary',
    '--also',
    'img[data-captcha-id]',
  ];
  const peerLogin = ['--url', `${peer.base}/login`, '--selector', '.arco-btn-primary'];
  const signIn = [
    '--fill',
    '#username_input=admin',
    '--fill',
    '#password_input=Admin@12345',
    '--captcha',
    '--click',
    '.arco-btn-primary',
    '--after-selector',
    '[data-testid="overview-projectCount"]',
  ];
  const peerSignIn = ['--click', '.arco-btn-primary', '--after-selector', '[class*="_count_"]'];
  const clientLogin = [
    '--url',
    `http://client.localhost:${values.port}/client/login`,
    '--selector',
    '.arco-btn-primary',
  ];
  const groups = [
    ['projects', '/project/list'],
    ['funds', '/project/appropriation/unverified'],
    ['related', '/related/benefit/person'],
    ['archives', '/archives/material'],
    ['system', '/system/user'],
  ];
  const token = await product.staffToken();
  const firstVisits = [
    '--url',
    `${base}/home/workplace`,
    '--selector',
    '[data-testid="overview-projectCount"]',
    '--storage',
    `token=${token}`,
    '--storage',
    'rule=user',
    // The first group is perf-measure's click, the others its steps, in one signed-in session.
    '--click',
    menuItem(groups[0][1]),
    '--after-selector',
    ROWS,
    ...groups.slice(1).flatMap(([, page]) => ['--step', `${menuItem(page)}=>${ROWS}`]),
  ];

  const results = alternate({
    peerLogin1: () => [...peerLogin, '--cpu', '1'],
    login1: () => [...staffLogin, '--cpu', '1'],
    peerLogin4: () => [...peerLogin, '--cpu', '4', ...peerSignIn],
    login4: () => [...staffLogin, '--cpu', '4', ...signIn],
    clientLogin: () => [...clientLogin, '--cpu', '1'],
    firstVisits: () => [...firstVisits, '--cpu', '1'],
  });

  const bytes = (run) => run.load.requests.transferBytes;
  const count = (run) => run.load.requests.count;
  const fcp = (run) => run.load.fcpMs;
  const ours = {
    bytes: pick(results.login1, bytes),
    requests: pick(results.login1, count),
    fcp1: pick(results.login1, fcp),
    fcp4: pick(results.login4, fcp),
    toWidget: pick(results.login4, (run) => run.action.clickToSelectorMs),
  };
  const theirs = {
    bytes: pick(results.peerLogin1, bytes),
    requests: pick(results.peerLogin1, count),
    fcp1: pick(results.peerLogin1, fcp),
    fcp4: pick(results.peerLogin4, fcp),
    toWidget: pick(results.peerLogin4, (run) => run.action.clickToSelectorMs),
  };
  const ratio = (a, b) => a / b;
  row(
    'login page, KiB on the wire',
    KiB(ours.bytes),
    KiB(theirs.bytes),
    '≤ 190 KiB and ≤ 0.5×',
    ours.bytes <= 190 * 1024 && ratio(ours.bytes, theirs.bytes) <= 0.5,
  );
  row('login page, requests', ours.requests, theirs.requests, '≤ 12', ours.requests <= 12);
  row('login page, FCP ms at 1× CPU', ours.fcp1, theirs.fcp1, '—', null);
  row('login page, FCP ms at 4× CPU', ours.fcp4, theirs.fcp4, '≤ 0.6×', ratio(ours.fcp4, theirs.fcp4) <= 0.6);
  row(
    'login → workplace widget ms at 4× CPU',
    ours.toWidget,
    theirs.toWidget,
    '≤ 0.8×',
    ratio(ours.toWidget, theirs.toWidget) <= 0.8,
  );
  const clientBytes = pick(results.clientLogin, bytes);
  row(
    'client portal login, KiB on the wire',
    KiB(clientBytes),
    KiB(theirs.bytes),
    '≤ 150 KiB',
    clientBytes <= 150 * 1024,
  );
  row('client portal login, requests', pick(results.clientLogin, count), theirs.requests, '—', null);
  groups.forEach(([group], index) => {
    const step = (run) => (index === 0 ? run.action : run.steps[`s${index}`]);
    const ms = pick(results.firstVisits, (run) => step(run).clickToSelectorMs);
    const kib = KiB(pick(results.firstVisits, (run) => step(run).requests.transferBytes));
    // The group's own: its remote's files and the API calls of its page; the rest are shared modules (Arco
    // components, workspace entries) that this visit is the first to use, from the shell's folder.
    const ownKib = KiB(
      pick(results.firstVisits, (run) =>
        step(run)
          .requests.list.filter(({ url }) => /^\/(remotes|api)\//.test(new URL(url).pathname))
          .reduce((sum, { transfer }) => sum + transfer, 0),
      ),
    );
    row(`first visit of ${group}: click → rows ms at 1× CPU`, ms, null, '≤ 300 ms', ms <= 300);
    row(`first visit of ${group}: KiB fetched in all`, kib, null, '—', null);
    row(
      `first visit of ${group}: KiB of its own (remote files, API)`,
      ownKib,
      null,
      '≤ 100 KiB',
      ownKib <= 100,
    );
  });
  for (const app of APPS.slice(1)) {
    const entry = path.join(root, app, 'dist', 'remoteEntry.js.br');
    if (existsSync(entry)) {
      row(`${app} remoteEntry.js, KiB brotli`, KiB(statSync(entry).size), null, 'no runtime copy', null);
    }
  }
  const styles = APPS.map((app) => [app, cssFiles(path.join(root, app, 'dist'))]);
  row(
    'CSS files (shell + remotes)',
    styles.map(([app, files]) => `${app} ${files}`).join(', '),
    null,
    'extracted',
    null,
  );
  if (!values['no-api']) {
    for (const api of apiRows(values['api-duration'])) {
      row(
        `API ${api.endpoint}: p50 / p99 ms at 50 conn. (peer: its SQL floor)`,
        `${api.p50} / ${api.p99}`,
        `${api.floorP50} / ${api.floorP99}`,
        '≤ 1.5× floor, p99 ≤ 50',
        api.ratio <= 1.5 && api.p99 <= 50,
        `${api.ratio.toFixed(2)}×`,
      );
      row(
        `  the same statements behind a bare Fastify server (reference: what HTTP alone costs here)`,
        `${api.bareP50} / ${api.bareP99}`,
        `${api.floorP50} / ${api.floorP99}`,
        '—',
        null,
        `${api.bareRatio.toFixed(2)}×`,
      );
    }
  }
  if (build) {
    for (const [app, seconds] of Object.entries(build.apps)) row(`build ${app}, s`, seconds, null, '—', null);
    row('build, all apps (2 at a time), s', build.whole, null, '—', null);
    row(
      'rebuild after a change to one remote, s',
      build.oneRemote.seconds,
      null,
      `only ${build.oneRemote.app}`,
      build.oneRemote.onlyIt,
    );
  }
} finally {
  product.stop();
  peer.stop();
}

function cssFiles(dist) {
  if (!existsSync(dist)) return 0;
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? walk(path.join(dir, entry.name))
        : entry.name.endsWith('.css')
          ? [entry.name]
          : [],
    );
  return walk(dist).length;
}

function apiRows(duration) {
  const out = spawnSync(
    process.execPath,
    [path.join(root, 'bench', 'api-http.mjs'), '--json', '--duration', duration],
    {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  if (out.status !== 0) return [];
  return JSON.parse(out.stdout);
}

const format = (value) =>
  value === null || value === undefined
    ? '—'
    : typeof value === 'number'
      ? Number.isFinite(value)
        ? value >= 100
          ? Math.round(value).toString()
          : value.toFixed(1)
        : 'n/a'
      : String(value);
console.log(`\n## Product vs Arco Design Pro (median of ${runs} alternating cold runs, brotli on both)\n`);
console.log('| measure | product | peer | ratio | target | holds |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const { measureName, ours, theirs, target, holds, ratio } of rows) {
  const r =
    ratio ??
    (typeof ours === 'number' && typeof theirs === 'number' ? `${(ours / theirs).toFixed(2)}×` : '—');
  const verdict = holds === null ? '—' : holds ? 'yes' : '**no**';
  console.log(`| ${measureName} | ${format(ours)} | ${format(theirs)} | ${r} | ${target} | ${verdict} |`);
}
