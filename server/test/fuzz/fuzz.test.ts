import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, it } from 'node:test';
import { buildApp } from '../../src/app';
import { createTestDatabase, testConfig } from '../helper';
import { writeShellFederation } from '../support/releases';
import { allFixtures, createFuzzContext } from './fixtures';
import { createLogTap } from './log-tap';
import { createPrng, fuzzSeed } from './prng';
import { routesOf } from './routes';
import { fuzzRoute, type RouteResult } from './runner';
import { causeReport, summaryLine, totalsOf } from './summary';

/**
 * The generated fuzz suite (issue 10): every route of the OpenAPI document, fed malformed and hostile input one
 * field at a time. Seeded: FUZZ_SEED=<seed> replays a run; FUZZ_BODY_CASES / FUZZ_PARAMETER_CASES widen it.
 */
const seed = fuzzSeed();
const budget = {
  bodyCases: Number(process.env.FUZZ_BODY_CASES ?? 25),
  parameterCases: Number(process.env.FUZZ_PARAMETER_CASES ?? 6),
};

const logs = createLogTap();
const database = await createTestDatabase();
const filesDir = await mkdtemp(join(tmpdir(), 'pm-fuzz-files-'));
// The remote registry's routes read the shell's build description and write release folders: a root of their own.
const staticRoot = await mkdtemp(join(tmpdir(), 'pm-fuzz-static-'));
await writeShellFederation(staticRoot);
const app = await buildApp({
  config: testConfig({ filesDir, staticRoot, releasesDir: join(staticRoot, 'releases') }),
  database,
  logger: { level: 'error', stream: logs.stream },
});
await app.ready();
after(async () => {
  await app.close();
  await rm(filesDir, { recursive: true, force: true });
  await rm(staticRoot, { recursive: true, force: true });
});

it(`no input makes the API fail, every refusal is the wrapper, every accepted value reads back (seed ${seed})`, async () => {
  const started = Date.now();
  const document = app.swagger();
  const routes = routesOf(document);
  const detailPaths = new Set(routes.filter((route) => route.method === 'GET').map((route) => route.path));
  const ctx = await createFuzzContext(app);
  const fixtures = await allFixtures(ctx);
  const prng = createPrng(seed);
  const results: RouteResult[] = [];
  for (const route of routes) {
    results.push(await fuzzRoute({ app, ctx, logs, prng, budget, detailPaths }, route, fixtures[route.key]));
  }
  const totals = totalsOf(results, routes.filter((route) => route.write).length);
  console.log(summaryLine(totals, seed, (Date.now() - started) / 1000));
  if (process.env.FUZZ_TIMINGS) {
    const slowest = [...results].sort((a, b) => b.ms - a.ms).slice(0, 15);
    console.log(
      slowest.map((r) => `  ${r.ms} ms ${r.cases} cases ${r.statuses['2xx']} ok ${r.route}`).join('\n'),
    );
  }
  // Every failure, one JSON line each, for a closer look than the summary gives.
  if (process.env.FUZZ_REPORT) {
    await writeFile(process.env.FUZZ_REPORT, totals.failures.map((f) => JSON.stringify(f)).join('\n'));
  }
  const unknown = totals.failures.filter((failure) => !failure.known);
  const known = totals.failures.filter((failure) => failure.known);
  if (known.length > 0) console.log(`known holes of other items (${known.length}):\n${causeReport(known)}`);
  if (totals.refusedBaselines.length > 0) {
    console.log(
      `routes whose baseline was refused (fuzzed from the schema alone): ${totals.refusedBaselines.join(', ')}`,
    );
  }
  if (unknown.length > 0) {
    console.log(`failures by cause:\n${causeReport(unknown)}`);
    console.log(
      unknown
        .slice(0, 40)
        .map(
          (failure) =>
            `  ${failure.route} — ${failure.label}: ${failure.problem} [${failure.cause.slice(0, 160)}]`,
        )
        .join('\n'),
    );
  }
  assert.equal(unknown.length, 0, `${unknown.length} failures (seed ${seed}); see the log above`);
  // Every route gets past its lookups with a valid call, so its cases reach the code behind them.
  assert.deepEqual(totals.refusedBaselines, [], 'routes fuzzed from their schema alone: give them a fixture');
});
