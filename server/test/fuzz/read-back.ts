import { and, desc, eq } from 'drizzle-orm';
import { operationLogs } from '../../src/db/schema';
import { bearer } from '../helper';
import type { Built } from './cases';
import { readsBack, storedAsSent } from './checks';
import type { FuzzRoute } from './routes';
import type { FuzzEnv } from './runner';
import { readPath } from './schema';

/** Reading an accepted value back, to compare it with what was sent (`readsBack`). */

/** The record's detail route (`/api/pm/projects/{id}`) for a route acting on it or creating it, if there is one. */
async function detailOf(env: FuzzEnv, route: FuzzRoute, built: Built, data: unknown, token: string | null) {
  const collection = /^(\/api\/[^{}]+?)(?:\/\{id\}.*)?$/.exec(route.path)?.[1];
  const id = built.params.id ?? (data as { id?: unknown } | null)?.id;
  if (!collection || id === undefined || !env.detailPaths.has(`${collection}/{id}`)) return undefined;
  const response = await env.app.inject({
    url: `${collection}/${encodeURIComponent(String(id))}`,
    headers: token ? bearer(token) : {},
  });
  return response.statusCode === 200 ? (response.json() as { data: unknown }).data : undefined;
}

/**
 * An action's comment is not part of the record: it is the reason on the record's latest operation-log entry
 * (`/api/pm/budgets/{id}/lock` → entity `budget`, the id from the path), which its timeline shows; an approval's
 * action (`/api/pm/approvals/instances/{id}/approve`) logs it on the instance (entity `approval`).
 */
async function loggedComment(env: FuzzEnv, route: FuzzRoute, built: Built) {
  const entity = /^\/api\/pm\/(\w+?)s(?:\/instances)?\/\{id\}\/[\w-]+$/.exec(route.path)?.[1];
  if (!entity || built.params.id === undefined) return { found: false };
  const [row] = await env.app.db
    .select({ comment: operationLogs.comment })
    .from(operationLogs)
    .where(and(eq(operationLogs.entity, entity), eq(operationLogs.entityId, String(built.params.id))))
    .orderBy(desc(operationLogs.id))
    .limit(1);
  return row ? { found: true, value: row.comment } : { found: false };
}

/**
 * A value the server accepts and drops on purpose: a threshold belongs to a vote node only, and an approval node of
 * another mode is stored without one (modules/approvals/definitions.ts; approvals.test.ts proves the vote case).
 */
function ignoredByDesign(built: Built): boolean {
  const path = built.sent!.path;
  if (path.length !== 3 || path[0] !== 'nodes' || path[2] !== 'threshold') return false;
  if (typeof built.payload !== 'string') return false;
  try {
    const body = JSON.parse(built.payload) as { nodes?: { mode?: unknown }[] };
    return body.nodes?.[Number(path[1])]?.mode !== 'vote';
  } catch {
    return false;
  }
}

/** Whether an accepted value reads back: from the answer's data, else from the record's detail (or its log). */
export async function checkReadBack(
  env: FuzzEnv,
  route: FuzzRoute,
  built: Built,
  answer: unknown,
  token: string | null,
) {
  const sent = built.sent!;
  if (!storedAsSent(sent.path, sent.value) || ignoredByDesign(built)) return 'skipped' as const;
  const data = (answer as { data?: unknown } | undefined)?.data;
  let stored = readPath(data, sent.path);
  if (!stored.found) stored = readPath(await detailOf(env, route, built, data, token), sent.path);
  if (!stored.found && sent.path.join('.') === 'comment') stored = await loggedComment(env, route, built);
  if (!stored.found) return 'unverifiable' as const;
  return readsBack(sent.value, stored.value)
    ? ('verified' as const)
    : `stored ${JSON.stringify(stored.value)?.slice(0, 80)} for ${JSON.stringify(sent.value).slice(0, 80)}`;
}
