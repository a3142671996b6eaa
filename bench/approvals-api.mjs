// Times the approvals inbox on years of approvals, through fastify.inject (no network in the figures): each tab as
// the user it is busiest for, a filter, a keyword, a deep page and the menu badge's count. Creates a PostgreSQL
// database pm_bench_<random> on 127.0.0.1:5432 (dropped at the end) — or, with --db pglite, a PGlite folder in the
// temp directory —, migrates, seeds, adds --size instances (server/scripts/seed-bulk-approvals.ts: over three years,
// one in ten running, tasks for the reviewer and the department head, one in five copied to the auditor), then
// prints the median and p95 of --runs calls per scenario.
// Usage: node bench/approvals-api.mjs [--size 100000] [--runs 20] [--db postgres|pglite]
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
  'Usage: node bench/approvals-api.mjs [--size 100000] [--runs 20] [--db postgres|pglite] [--server <postgres url>]',
  '100000',
);
const { runs } = values;

const target = await createTarget(values);
let app;
try {
  const { seconds } = bulkSeed(target, values, 'seed-bulk-approvals.ts');
  app = await openApp(target);
  const time = timer(app, runs);
  const reviewer = await tokenOf(app, 'reviewer', 'Reviewer@12345');
  const officer = await tokenOf(app, 'officer', 'Officer@12345');
  const auditor = await tokenOf(app, 'auditor', 'Auditor@12345');
  console.log(
    `\n## Approvals on ${values.db}, ${values.size} generated instances (seeded in ${seconds.toFixed(0)} s), ${runs} runs each`,
  );
  await time(reviewer, 'to do: the reviewer (one in ten running)', '/pm/approvals/inbox?tab=todo');
  await time(reviewer, 'to do: agreements only', '/pm/approvals/inbox?tab=todo&businessType=agreement');
  await time(reviewer, 'done: the reviewer (every first node)', '/pm/approvals/inbox?tab=done');
  await time(reviewer, 'done: page 500', '/pm/approvals/inbox?tab=done&page=500');
  await time(
    reviewer,
    'done: keyword "压测审批 4242"',
    `/pm/approvals/inbox?tab=done&keyword=${encodeURIComponent('压测审批 4242')}`,
  );
  await time(officer, 'initiated: the officer (all of them)', '/pm/approvals/inbox?tab=initiated');
  await time(auditor, 'copied: the auditor (one in five)', '/pm/approvals/inbox?tab=copied');
  await time(reviewer, 'menu badge: the reviewer’s count', '/pm/approvals/counts');
  printMemory();
} finally {
  await finish(app, target);
}
