// Times GET /pm/beneficiaries and its export on a large database, through fastify.inject (no network in the
// figures). Creates a PostgreSQL database pm_bench_<random> on 127.0.0.1:5432 (dropped at the end) — or, with
// --db pglite, a PGlite folder in the temp directory — migrates, seeds, adds --size generated persons
// (server/scripts/seed-bulk-beneficiaries.ts: ID numbers encrypted, hashed and masked as the server stores them),
// then prints the median and p95 of --runs calls per scenario and the rows found.
// Usage: node bench/beneficiary-list-api.mjs [--size 100000] [--runs 20] [--db postgres|pglite]
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
  'Usage: node bench/beneficiary-list-api.mjs [--size 100000] [--runs 20] [--db postgres|pglite] [--server <postgres url>]',
);
const { runs } = values;

const target = await createTarget(values);
let app;
try {
  const { seconds, output } = bulkSeed(target, values, 'seed-bulk-beneficiaries.ts');
  const sample = JSON.parse(/^SAMPLE (.*)$/m.exec(output)[1]);
  app = await openApp(target);
  const time = timer(app, runs);
  const token = await tokenOf(app, 'admin', 'Admin@12345');
  const officer = await tokenOf(app, 'officer', 'Officer@12345');
  const q = encodeURIComponent;
  console.log(
    `\n## GET /pm/beneficiaries on ${values.db}, ${values.size} generated persons (seeded in ${seconds.toFixed(0)} s), ${runs} runs each`,
  );
  await time(token, 'first page, default sort (created desc)', '/pm/beneficiaries');
  await time(officer, 'persons, as officer (permission checked)', '/pm/beneficiaries?type=person');
  await time(
    token,
    `keyword "${sample.name.slice(1)}" (part of a name)`,
    `/pm/beneficiaries?keyword=${q(sample.name.slice(1))}`,
  );
  await time(
    token,
    'keyword: an exact ID number (keyed hash)',
    `/pm/beneficiaries?keyword=${sample.idNumber}`,
  );
  await time(
    token,
    'keyword: an ID number fragment (finds none)',
    `/pm/beneficiaries?keyword=${sample.idNumber.slice(0, 12)}`,
  );
  await time(token, 'keyword: an exact mobile (keyed hash)', `/pm/beneficiaries?keyword=${sample.mobile}`);
  await time(token, 'area: a province (530000)', '/pm/beneficiaries?areaCode=530000');
  await time(token, 'area: a county (530102)', '/pm/beneficiaries?areaCode=530102');
  await time(
    token,
    'tag low_income + status active, by name',
    '/pm/beneficiaries?tag=low_income&status=active&sortField=name&sortOrder=ascend',
  );
  await time(token, 'deep page (page 500, 10 per page)', '/pm/beneficiaries?page=500');
  await time(token, 'export: inactive persons', '/pm/beneficiaries/export?status=inactive', 3);
  printMemory();
} finally {
  await finish(app, target);
}
