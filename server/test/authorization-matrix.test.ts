import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { App } from '../src/app';
import { requiredCodes, type DeclaredRoute } from '../src/plugins/access-control';
import { LOG_ACTIONS } from '@pm/domain/audit';
import {
  operationLogs,
  permissions,
  rolePermissions,
  roles,
  sessions,
  userRoles,
  users,
} from '../src/db/schema';
import { createSession } from '../src/security/sessions';
import { textsIn } from '../src/http/texts';
import { API, buildTestApp, clientLogin, DEMO_CLIENT_MOBILE } from './helper';

/**
 * The authorization matrix, generated from the server's own route table (`app.routeTable`, filled as routes
 * register): every API route × {anonymous, client, staff without the route's key, staff with it, administrator}.
 * A route added tomorrow is in the matrix without anyone writing a line here; a staff route that names no key must
 * be listed in ANY_STAFF below, so opening a route to every member of staff is a decision someone made.
 */
const app = await buildTestApp();
await app.ready();

/** Staff routes every signed-in member of staff may call: their own account, menu, messages, pickers, reference data. */
const ANY_STAFF = new Set([
  'POST /pm/logout',
  'GET /pm/auth_user',
  'GET /pm/sys_user/menu/list',
  'GET /pm/sys_user/access/list',
  'GET /pm/sys_user/user/all',
  'GET /pm/dicts/:code',
  'GET /pm/dict/tree',
  // A file is handed out only to callers who may see the record it belongs to (modules/files).
  'GET /pm/files/:id',
  'GET /pm/files/:id/preview',
  'GET /pm/messages',
  'GET /pm/messages/unread-count',
  'POST /pm/messages/read',
  'GET /pm/user/my-projects',
  'GET /pm/user/my-teams',
  'GET /pm/user/latest-activity',
  'GET /pm/user/visits',
  'POST /pm/user/visits',
  'GET /pm/user/project-and-team',
  'GET /pm/user/profile',
  'PUT /pm/user/profile',
  'POST /pm/user/password',
  'GET /pm/user/certification',
  'GET /pm/area',
  'GET /pm/area/list',
  'GET /pm/area/geo/:code',
  // The approvals menu badge: one's own counts (zero without tasks), shown to everyone (modules/approvals).
  'GET /pm/approvals/counts',
  // One's own export jobs; another user's job is a 404, and only its creator downloads its file (modules/exports).
  'GET /pm/exports',
  'GET /pm/exports/:id',
  'GET /pm/exports/:id/file',
]);

const routes = app.routeTable.filter((route) => !route.url.startsWith(`${API}/__test__/`));
const key = (route: DeclaredRoute) => `${route.method} ${route.url.slice(API.length)}`;
const codesOf = (route: DeclaredRoute) => requiredCodes(route.access);

const zh = textsIn('zh-CN');
/** The two refusals access control gives: a key the caller lacks, a token of the other side. */
const ACCESS_REFUSALS = new Set([zh('signIn.forbidden'), zh('signIn.otherSide')]);

/**
 * `staffWithout`: a member of staff holding every code of the tree but one the route needs (one call per code it
 * needs), the strongest form of "lacks the key": a route checking a wrong key lets them through.
 * `staffWith`: a member of staff holding exactly the codes the route needs, nothing else (no roles at all for an
 * open staff route).
 */
type Identity = 'anonymous' | 'client' | 'staffWithout' | 'staffWith' | 'admin';
type Expectation = 'unauthenticated' | 'refused' | 'allowed';

function expected(route: DeclaredRoute, identity: Identity): Expectation | null {
  const { audience } = route.access;
  if (audience === 'public') return identity === 'anonymous' ? 'allowed' : null;
  if (identity === 'anonymous') return 'unauthenticated';
  if (audience === 'client')
    return identity === 'client' ? 'allowed' : identity === 'admin' ? 'refused' : null;
  if (identity === 'client') return 'refused';
  if (identity === 'staffWithout') return codesOf(route).length === 0 ? null : 'refused';
  return 'allowed';
}

/** A staff user (no password: sessions are made directly) whose one role holds exactly the nodes chosen. */
async function staffHolding(
  db: App['db'],
  name: string,
  nodes: 'none' | { only: readonly string[] } | { allBut: string },
) {
  const [user] = await db
    .insert(users)
    .values({ username: name, name, passwordHash: '!' })
    .returning({ id: users.id });
  if (nodes === 'none') return user!.id;
  const [role] = await db
    .insert(roles)
    .values({ code: `${name}-role`, name: `${name}角色`, nameEn: `${name}-role` })
    .returning({ id: roles.id });
  const chosen = await db
    .select({ id: permissions.id })
    .from(permissions)
    .where(
      'only' in nodes
        ? inArray(permissions.code, [...nodes.only])
        : or(isNull(permissions.code), ne(permissions.code, nodes.allBut)),
    );
  await db
    .insert(rolePermissions)
    .values(chosen.map((node) => ({ roleId: role!.id, permissionId: node.id })));
  await db.insert(userRoles).values({ userId: user!.id, roleId: role!.id });
  return user!.id;
}

const codes = [...new Set(routes.flatMap(codesOf))].sort();
const codeSets = [...new Set(routes.map((route) => codesOf(route).join(' ')).filter(Boolean))];
const withKeys = new Map<string, number>();
for (const [index, set] of codeSets.entries()) {
  withKeys.set(set, await staffHolding(app.db, `matrix-with-${index}`, { only: set.split(' ') }));
}
const withoutKey = new Map<string, number>();
for (const [index, code] of codes.entries()) {
  withoutKey.set(code, await staffHolding(app.db, `matrix-without-${index}`, { allBut: code }));
}
const noRoles = await staffHolding(app.db, 'matrix-no-roles', 'none');
const [adminUser] = await app.db
  .insert(users)
  .values({ username: 'matrix-admin', name: 'matrix-admin', passwordHash: '!', isAdmin: 1 })
  .returning({ id: users.id });
// The demo beneficiary signs in once the real way; the matrix's client sessions are theirs.
await clientLogin(app, DEMO_CLIENT_MOBILE);
const [account] = await app.db
  .select({ beneficiaryId: sessions.beneficiaryId })
  .from(sessions)
  .where(eq(sessions.kind, 'client'))
  .limit(1);

/**
 * A fresh token per call: a route that signs out or changes its caller must not spoil the next call. `lacking`:
 * the code the `staffWithout` caller lacks.
 */
async function tokenOf(
  route: DeclaredRoute,
  identity: Identity,
  lacking?: string,
): Promise<string | undefined> {
  const needed = codesOf(route);
  switch (identity) {
    case 'anonymous':
      return undefined;
    case 'client':
      return createSession(app.db, { kind: 'client', beneficiaryId: account!.beneficiaryId! });
    case 'admin':
      return createSession(app.db, { kind: 'staff', userId: adminUser!.id });
    case 'staffWith': {
      const userId = needed.length === 0 ? noRoles : withKeys.get(needed.join(' '))!;
      return createSession(app.db, { kind: 'staff', userId });
    }
    case 'staffWithout':
      return createSession(app.db, { kind: 'staff', userId: withoutKey.get(lacking!)! });
  }
}

const IDENTITIES: Identity[] = ['anonymous', 'client', 'staffWithout', 'staffWith', 'admin'];

interface Cell {
  route: string;
  identity: string;
  expected: Expectation;
  status: number;
  msg: string;
}

async function callAs(
  route: DeclaredRoute,
  identity: Identity,
  expectation: Expectation,
  lacking?: string,
): Promise<Cell> {
  const token = await tokenOf(route, identity, lacking);
  const response = await app.inject({
    method: route.method as 'GET',
    url: route.url.replace(/:[A-Za-z]+/g, '1'),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(route.method === 'GET' ? {} : { payload: {} }),
  });
  let msg = '';
  try {
    msg = String((response.json() as { msg?: unknown }).msg ?? '');
  } catch {
    msg = '';
  }
  const who = lacking === undefined ? identity : `${identity} ${lacking}`;
  return { route: key(route), identity: who, expected: expectation, status: response.statusCode, msg };
}

function outcome(cell: Cell): Expectation {
  if (cell.status === 401) return 'unauthenticated';
  if (cell.status === 403 && ACCESS_REFUSALS.has(cell.msg)) return 'refused';
  return 'allowed';
}

const cells: Cell[] = [];
for (const route of routes) {
  for (const identity of IDENTITIES) {
    const expectation = expected(route, identity);
    if (expectation === null) continue;
    if (identity !== 'staffWithout') cells.push(await callAs(route, identity, expectation));
    else for (const code of codesOf(route)) cells.push(await callAs(route, identity, expectation, code));
  }
}

describe('authorization matrix (every route × anonymous, client, staff without the key, staff with it, admin)', () => {
  it('covers every declared route of both sides', () => {
    assert.ok(routes.length >= 150, `${routes.length} routes`);
    assert.ok(routes.some((route) => route.access.audience === 'client'));
    assert.ok(routes.some((route) => route.access.audience === 'public'));
    console.log(`# matrix: ${routes.length} routes, ${cells.length} calls, ${codes.length} permission codes`);
  });

  it('gives every identity exactly what the route declares: no leak and no wrong refusal', () => {
    const wrong = cells.filter((cell) => outcome(cell) !== cell.expected);
    assert.deepEqual(
      wrong.map(
        (cell) => `${cell.route} as ${cell.identity}: ${cell.status} ${cell.msg} (want ${cell.expected})`,
      ),
      [],
    );
  });

  it('never answers 500, whoever calls', () => {
    const failures = cells.filter((cell) => cell.status >= 500);
    assert.deepEqual(
      failures.map((cell) => `${cell.route} as ${cell.identity}: ${cell.status} ${cell.msg}`),
      [],
    );
  });

  it('opens a staff route to every member of staff only when it is listed as such', () => {
    const open = routes
      .filter((route) => route.access.audience === 'staff' && codesOf(route).length === 0)
      .map(key)
      .filter((name) => !ANY_STAFF.has(name));
    assert.deepEqual(open, []);
  });

  it('names only keys the permission tree has, so a key no role can be given is caught', async () => {
    const held = new Set(
      (await app.db.selectDistinct({ code: permissions.code }).from(permissions)).map((row) => row.code),
    );
    assert.deepEqual(
      codes.filter((code) => !held.has(code)),
      [],
    );
  });

  it('writes only actions the operation log page names (the calls above wrote many)', async () => {
    const written = await app.db.selectDistinct({ action: operationLogs.action }).from(operationLogs);
    const named = new Set<string>(LOG_ACTIONS);
    assert.deepEqual(
      written.map((row) => row.action).filter((action) => !named.has(action)),
      [],
    );
  });
});
