// Times GET /pm/projects and its export on a large database, through fastify.inject (no network in the figures).
// Creates a PostgreSQL database pm_bench_<random> on 127.0.0.1:5432 (dropped at the end) — or, with --db pglite,
// a PGlite folder in the temp directory — migrates, seeds, adds --size generated projects
// (server/scripts/seed-bulk.ts), then prints the median and p95 of --runs calls per scenario and the rows found.
// Usage: node bench/project-list-api.mjs [--size 100000] [--runs 20] [--db postgres|pglite]
import {
  benchOptions,
  bulkSeed,
  createTarget,
  finish,
  openApp,
  printMemory,
  timeExportJob,
  timer,
  tokenOf,
} from './lib/list-bench.mjs';

const values = benchOptions(
  'Usage: node bench/project-list-api.mjs [--size 100000] [--runs 20] [--db postgres|pglite] [--server <postgres url>]',
);
const { runs } = values;

const target = await createTarget(values);
let app;
try {
  const { seconds } = bulkSeed(target, values, 'seed-bulk.ts');
  app = await openApp(target);
  const time = timer(app, runs);
  const token = await tokenOf(app, 'admin', 'Admin@12345');
  const officer = await tokenOf(app, 'officer', 'Officer@12345');
  const keyword = encodeURIComponent('阅读');
  console.log(
    `\n## GET /pm/projects on ${values.db}, ${values.size} generated projects (seeded in ${seconds.toFixed(0)} s), ${runs} runs each`,
  );
  await time(token, 'first page, default sort (created desc)', '/pm/projects');
  await time(officer, 'the same as officer (permission checked)', '/pm/projects');
  await time(token, `keyword "阅读" (name or code)`, `/pm/projects?keyword=${keyword}`);
  await time(
    token,
    'status + type, sorted by approvedAmount desc',
    '/pm/projects?status=in_progress&type=education&sortField=approvedAmount&sortOrder=descend',
  );
  await time(token, 'area: a province (530000)', '/pm/projects?areaCode=530000');
  await time(token, 'planned budget 100 000 … 500 000', '/pm/projects?amountMin=100000&amountMax=500000');
  await time(token, 'deep page (page 500, 10 per page)', '/pm/projects?page=500');
  await time(token, 'export: closed education projects', '/pm/projects/export?status=closed&type=education');
  await timeExportJob(app, token, 'export job: every project (background)', '/pm/projects/export');
  console.log(
    `\n## GET /pm/appropriations (the same database: one agreement per funded project), ${runs} runs each`,
  );
  for (const view of ['unverified', 'wait', 'already']) {
    await time(token, `${view}: first page + totals of the view`, `/pm/appropriations?view=${view}`);
  }
  await time(officer, 'wait, as officer (permission checked)', '/pm/appropriations?view=wait');
  await time(
    token,
    `already: keyword "阅读" (project name)`,
    `/pm/appropriations?view=already&keyword=${keyword}`,
  );
  await time(
    token,
    'already: paid 2025, amount ≥ 100 000, by amount',
    '/pm/appropriations?view=already&dateFrom=2025-01-01&dateTo=2025-12-31&amountMin=100000&sortField=amount&sortOrder=descend',
  );
  await time(token, 'already: deep page (page 500)', '/pm/appropriations?view=already&page=500');
  await time(
    token,
    'export: paid 2025, amount ≥ 100 000',
    '/pm/appropriations/export?view=already&dateFrom=2025-01-01&dateTo=2025-12-31&amountMin=100000',
    5,
  );
  await timeExportJob(
    app,
    token,
    'export job: wait view (background)',
    '/pm/appropriations/export?view=wait',
  );
  printMemory();
} finally {
  await finish(app, target);
}
