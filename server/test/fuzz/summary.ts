import type { Failure, RouteResult } from './runner';

/** `4 100`: thousands grouped, as the summary line prints counts. */
const count = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

export interface Totals {
  routes: number;
  writeRoutes: number;
  cases: number;
  statuses: RouteResult['statuses'];
  readBack: RouteResult['readBack'];
  failures: Failure[];
  refusedBaselines: string[];
}

export function totalsOf(results: RouteResult[], writeRoutes: number): Totals {
  const totals: Totals = {
    routes: results.length,
    writeRoutes,
    cases: 0,
    statuses: { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 },
    readBack: { verified: 0, unverifiable: 0 },
    failures: [],
    refusedBaselines: [],
  };
  for (const result of results) {
    totals.cases += result.cases;
    for (const key of Object.keys(totals.statuses) as (keyof Totals['statuses'])[]) {
      totals.statuses[key] += result.statuses[key];
    }
    totals.readBack.verified += result.readBack.verified;
    totals.readBack.unverifiable += result.readBack.unverifiable;
    totals.failures.push(...result.failures);
    if (!result.baselineAccepted) totals.refusedBaselines.push(result.route);
  }
  return totals;
}

/** The one summary line, e.g. `fuzz: 62 write routes (103 in all), 4 100 cases, 2xx 1 200, 4xx 2 900, 5xx 0`. */
export function summaryLine(totals: Totals, seed: number, seconds: number): string {
  const { statuses, readBack } = totals;
  return (
    `fuzz: ${totals.writeRoutes} write routes (${totals.routes} in all), ${count(totals.cases)} cases, ` +
    `2xx ${count(statuses['2xx'])}, 4xx ${count(statuses['4xx'])}, 5xx ${count(statuses['5xx'])}; ` +
    `read back ${count(readBack.verified)} accepted values (${count(readBack.unverifiable)} not shown by the API); ` +
    `seed ${seed} (FUZZ_SEED), ${seconds.toFixed(1)} s`
  );
}

/** Failures grouped by what the server logged (numbers and quoted values folded), largest group first. */
export function causeReport(failures: Failure[]): string {
  const groups = new Map<string, { count: number; routes: Set<string>; example: string }>();
  for (const failure of failures) {
    const cause = failure.cause
      .replace(/"[^"]*"/g, '"…"')
      .replace(/\d+/g, 'N')
      .slice(0, 200);
    const group = groups.get(cause) ?? {
      count: 0,
      routes: new Set(),
      example: `${failure.route} ${failure.label}`,
    };
    group.count += 1;
    group.routes.add(failure.route);
    groups.set(cause, group);
  }
  return [...groups.entries()]
    .sort((a, b) => b[1].count - a[1].count)
    .map(
      ([cause, group]) =>
        `  ${group.count} × ${cause}\n      ${group.routes.size} routes, e.g. ${group.example}`,
    )
    .join('\n');
}
