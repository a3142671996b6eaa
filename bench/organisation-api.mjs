// Times the organisation's reads on a large organisation, through fastify.inject (no network in the figures):
// the department tree level by level, the department search, the user list filtered by a department and everything
// below it, and the project list of a user whose data scope is "department and below" (the scope resolves over the
// whole tree on every request). Creates a PostgreSQL database pm_bench_<random> on 127.0.0.1:5432 (dropped at the
// end) — or, with --db pglite, a PGlite folder in the temp directory —, migrates, seeds, adds --size departments
// (server/scripts/seed-bulk-departments.ts: ten wide at each level, a user in each), then prints the median and p95
// of --runs calls per scenario.
// Usage: node bench/organisation-api.mjs [--size 1000] [--runs 20] [--db postgres|pglite]
import {
  benchOptions,
  bulkSeed,
  createTarget,
  finish,
  openApp,
  printMemory,
  timer,
  tokenOf,
} from './lib/list-bench.mjs';

const values = benchOptions(
  'Usage: node bench/organisation-api.mjs [--size 1000] [--runs 20] [--db postgres|pglite] [--server <postgres url>]',
  '1000',
);
const { runs } = values;

const target = await createTarget(values);
let app;
try {
  const { seconds, output } = bulkSeed(target, values, 'seed-bulk-departments.ts');
  const sample = JSON.parse(/^SAMPLE (.*)$/m.exec(output)[1]);
  app = await openApp(target);
  const time = timer(app, runs);
  const admin = await tokenOf(app, 'admin', 'Admin@12345');
  const head = await tokenOf(app, 'bench.head', 'Bench@12345');
  console.log(
    `\n## Organisation on ${values.db}, ${values.size} generated departments (seeded in ${seconds.toFixed(0)} s), ${runs} runs each`,
  );
  await time(admin, 'department tree: top level', '/pm/departments');
  await time(admin, 'department tree: children of the root', `/pm/departments?parentId=${sample.root}`);
  await time(
    admin,
    'department tree: children of a first-level department',
    `/pm/departments?parentId=${sample.top}`,
  );
  await time(
    admin,
    'department search: "部门3-" (many matches, paths)',
    `/pm/departments/search?keyword=${encodeURIComponent('部门3-')}`,
  );
  await time(admin, 'users: the root department and below', `/pm/users?departmentId=${sample.root}`);
  await time(admin, 'users: a department and below', `/pm/users?departmentId=${sample.top}`);
  await time(head, 'projects as a "department and below" user', '/pm/projects');
  await time(head, 'beneficiaries as a "department and below" user', '/pm/beneficiaries');
  printMemory();
} finally {
  await finish(app, target);
}
