import type { App } from '../../src/app';
import { bearer } from '../helper';
import { casesFor, type Built, type CaseBudget, type FuzzCase } from './cases';
import { problemsOf } from './checks';
import type { Baseline, Fixture, FuzzContext } from './fixtures';
import { knownExceptionFor } from './known-exceptions';
import type { LogTap } from './log-tap';
import type { Prng } from './prng';
import { checkReadBack } from './read-back';
import { urlOf, type FuzzRoute } from './routes';
import { fileCases, UPLOADS } from './uploads';

export interface Failure {
  route: string;
  label: string;
  problem: string;
  /** What the server logged at error level while answering, if anything. */
  cause: string;
  /** The item of issue 10 it is a known hole of (known-exceptions.ts), if any. */
  known?: string;
}

export interface RouteResult {
  route: string;
  cases: number;
  statuses: Record<'2xx' | '3xx' | '4xx' | '5xx', number>;
  baselineAccepted: boolean;
  readBack: { verified: number; unverifiable: number };
  failures: Failure[];
  /** Time spent on the route, fixtures included. */
  ms: number;
}

export interface FuzzEnv {
  app: App;
  ctx: FuzzContext;
  logs: LogTap;
  prng: Prng;
  budget: CaseBudget;
  /** Read routes by path, to find a record's detail for reading a value back. */
  detailPaths: Set<string>;
}

const DEFAULT_TOKEN = (env: FuzzEnv, route: FuzzRoute) =>
  route.audience === 'staff'
    ? env.ctx.tokens.admin
    : route.audience === 'client'
      ? env.ctx.tokens.client
      : null;

/** A route without a fixture: every path parameter 1 (the seed's first rows), the body generated from its schema. */
const GENERIC_FIXTURE: Fixture = { prepare: async () => ({}) };

function paramsFor(route: FuzzRoute, baseline: Baseline): Baseline {
  const params = { ...(baseline.params ?? {}) };
  for (const parameter of route.pathParams) params[parameter.name] ??= 1;
  return { ...baseline, params };
}

async function send(env: FuzzEnv, route: FuzzRoute, baseline: Baseline, built: Built) {
  const token = baseline.token === undefined ? DEFAULT_TOKEN(env, route) : baseline.token;
  const headers: Record<string, string> = token ? bearer(token) : {};
  if (built.payload !== undefined) headers['content-type'] = built.contentType ?? 'application/json';
  const response = await env.app.inject({
    method: route.method,
    url: urlOf(route, built.params, built.query),
    headers,
    ...(built.payload === undefined ? {} : { payload: built.payload }),
  });
  let json: unknown;
  try {
    json = response.json();
  } catch {
    json = undefined;
  }
  return { status: response.statusCode, json, token };
}

const statusClass = (status: number) => `${Math.floor(status / 100)}xx` as keyof RouteResult['statuses'];

/** Runs one route's cases; its fixture is prepared again after each accepted case (or before each). */
export async function fuzzRoute(
  env: FuzzEnv,
  route: FuzzRoute,
  fixture = GENERIC_FIXTURE,
): Promise<RouteResult> {
  const started = Date.now();
  const prepare = async () => paramsFor(route, await fixture.prepare());
  let baseline = await prepare();
  const upload = UPLOADS[route.key];
  const generated = casesFor(route, baseline, env.prng, env.budget);
  // An upload's baseline is a valid file, not a JSON body.
  const cases: FuzzCase[] = upload ? [...fileCases(upload), ...generated.slice(1)] : generated;
  const result: RouteResult = {
    route: route.key,
    cases: 0,
    statuses: { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 },
    baselineAccepted: false,
    readBack: { verified: 0, unverifiable: 0 },
    failures: [],
    ms: 0,
  };
  env.logs.take();
  for (const kase of cases) {
    if (fixture.everyCase && result.cases > 0) baseline = await prepare();
    const built = kase.build(baseline);
    if (!built) continue;
    const outcome = await send(env, route, baseline, built);
    result.cases += 1;
    result.statuses[statusClass(outcome.status)] += 1;
    if (kase.part === 'baseline') result.baselineAccepted = outcome.status < 300;
    const problems = problemsOf(kase, built, outcome);
    const accepted = outcome.status >= 200 && outcome.status < 300;
    if (accepted && built.sent && !built.mustRefuse) {
      const verdict = await checkReadBack(env, route, built, outcome.json, outcome.token);
      if (verdict === 'verified') result.readBack.verified += 1;
      else if (verdict === 'unverifiable') result.readBack.unverifiable += 1;
      else if (verdict !== 'skipped') problems.push(`read back differs: ${verdict}`);
    }
    const logged = env.logs.take();
    // An error logged while answering is a hole even when the answer was not a 5xx (the database refused input).
    if (logged.length > 0 && problems.length === 0) {
      problems.push(`logged an error (answered ${outcome.status})`);
    }
    for (const problem of problems) {
      const cause = logged.join(' | ') || problem;
      result.failures.push({
        route: route.key,
        label: kase.label,
        problem,
        cause,
        known: knownExceptionFor(route.key, cause)?.item,
      });
    }
    if (accepted && !fixture.everyCase) baseline = await prepare();
  }
  result.ms = Date.now() - started;
  return result;
}
