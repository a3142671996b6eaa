/**
 * Data scope: which projects, records filed under a project, and beneficiaries a staff user may see and act on.
 * One mechanism for every module: a route asks `dataScopeOf(request, db)` (resolved once per request, then cached) and
 * adds the condition one of the helpers below builds to the WHERE of its list, count, export, detail or locking
 * read. A row outside the scope is simply not found, so an out-of-scope detail or action answers 404 like an
 * unknown id, never 403.
 *
 * The scope comes from the user's ACTIVE roles (roles.status = 'active'):
 * - an administrator (users.is_admin = 1) or any role with `all` sees everything;
 * - otherwise the union of what each role gives: `department` the user's department, `departmentTree` the user's
 *   department and every department below it (departments.parent_id), `custom` the role's role_departments (each
 *   alone), `self` nothing more than the user's own records;
 * - the user's own records are always in scope, whatever the roles (also with no active role at all).
 *
 * Rules per kind of row:
 * - a project: its department is in the set, or the user manages it (manager_id), or created it (the `create`
 *   entry of the operation log: projects carry no creator column). A sub-project is judged on its own row.
 * - a record filed under a project (application, agreement, stage report, appropriation, budget; expenses through
 *   their budget): its project is in scope, or the user created the record (created_by).
 * - a beneficiary: one of the projects it is linked to (the project's own beneficiary, or an application's
 *   applicant) is in scope, or it was registered (the operation log's `create`) by the user or by a user of a
 *   department in the set. A beneficiary no in-scope project names and no one in scope registered is not seen:
 *   the register of people is personal data, shown on a need-to-know basis.
 * The client portal does not use this: a beneficiary sees only their own projects (modules/client).
 */
import { and, eq, exists, inArray, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../db/client';
import { cachedRead } from '../db/read-cache';
import {
  applications,
  departments,
  operationLogs,
  projects,
  roleDepartments,
  roles,
  userRoles,
  users,
} from '../db/schema';
import { staffOf } from '../plugins/auth';

/** Everything, or the departments whose records the user sees plus the user's own records. */
export type DataScope = { all: true } | { all: false; userId: number; departmentIds: readonly number[] };

export const EVERYTHING: DataScope = { all: true };

export interface DepartmentLink {
  id: number;
  parentId: number | null;
}

/** The given departments and every department below them (a cycle or an unknown root is harmless). */
export function departmentSubtree(tree: readonly DepartmentLink[], roots: readonly number[]): number[] {
  const children = new Map<number, number[]>();
  for (const { id, parentId } of tree) {
    if (parentId === null) continue;
    const list = children.get(parentId) ?? [];
    list.push(id);
    children.set(parentId, list);
  }
  const seen = new Set<number>();
  const queue = [...roots];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(children.get(id) ?? []));
  }
  return [...seen].sort((a, b) => a - b);
}

export interface ScopeRole {
  dataScope: string;
  customDepartmentIds: readonly number[];
}

/**
 * The pure part of the resolution: the scope the given active roles give a user of `departmentId`.
 * `tree` is read only when a role needs it (departmentTree).
 */
export function scopeFromRoles(
  user: { id: number; isAdmin: boolean; departmentId: number | null },
  activeRoles: readonly ScopeRole[],
  tree: () => readonly DepartmentLink[],
): DataScope {
  if (user.isAdmin || activeRoles.some((role) => role.dataScope === 'all')) return EVERYTHING;
  const ids = new Set<number>();
  const own = user.departmentId;
  for (const role of activeRoles) {
    if (role.dataScope === 'department' && own !== null) ids.add(own);
    if (role.dataScope === 'custom') role.customDepartmentIds.forEach((id) => ids.add(id));
  }
  if (own !== null && activeRoles.some((role) => role.dataScope === 'departmentTree')) {
    departmentSubtree(tree(), [own]).forEach((id) => ids.add(id));
  }
  return { all: false, userId: user.id, departmentIds: [...ids].sort((a, b) => a - b) };
}

/** Reads the user's active roles (and the department tree when needed) and computes the scope. */
export async function resolveDataScope(db: Executor, userId: number): Promise<DataScope> {
  const [user] = await db
    .select({ id: users.id, isAdmin: users.isAdmin, departmentId: users.departmentId })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return { all: false, userId, departmentIds: [] };
  if (user.isAdmin === 1) return EVERYTHING;
  const roleRows = await db
    .select({ id: roles.id, dataScope: roles.dataScope })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), eq(roles.status, 'active')));
  const customIds = roleRows.filter((role) => role.dataScope === 'custom').map((role) => role.id);
  const custom =
    customIds.length === 0
      ? []
      : await db
          .select({ roleId: roleDepartments.roleId, departmentId: roleDepartments.departmentId })
          .from(roleDepartments)
          .where(inArray(roleDepartments.roleId, customIds));
  const needsTree =
    roleRows.some((role) => role.dataScope === 'departmentTree') && user.departmentId !== null;
  const tree = needsTree
    ? await db.select({ id: departments.id, parentId: departments.parentId }).from(departments)
    : [];
  return scopeFromRoles(
    { id: user.id, isAdmin: false, departmentId: user.departmentId },
    roleRows.map((role) => ({
      dataScope: role.dataScope,
      customDepartmentIds: custom.filter((row) => row.roleId === role.id).map((row) => row.departmentId),
    })),
    () => tree,
  );
}

const resolved = new WeakMap<FastifyRequest, Promise<DataScope>>();

/**
 * The staff caller's data scope, computed on first use in a request and reused for the rest of it. `db` is the
 * executor the caller is using: inside a transaction it must be that transaction (the embedded database has one
 * connection, so a read beside an open transaction would wait for it forever).
 */
export function dataScopeOf(request: FastifyRequest, db: Executor): Promise<DataScope> {
  let scope = resolved.get(request);
  if (!scope) {
    const userId = staffOf(request).userId;
    // The same for every request of the user until a user, role or department changes (db/change-feed.ts).
    scope = cachedRead(db, 'access', `scope:${userId}`, () => resolveDataScope(db, userId));
    resolved.set(request, scope);
  }
  return scope;
}

/**
 * An approver acting on their task reaches the record whatever their roles' scope: the definition made them its
 * approver (a reviewer of another department, an administrator a node fell to). Called by the approval engine for
 * the request of an action on a task, before anything reads the scope.
 */
export function scopeForApprover(request: FastifyRequest): void {
  resolved.set(request, Promise.resolve(EVERYTHING));
}

const NOTHING = sql`false`;

function departmentIn(column: Column, ids: readonly number[]): SQL {
  return ids.length === 0 ? NOTHING : inArray(column, [...ids]);
}

/** Projects the user created: the `create` entries of the operation log written in their name. */
function createdProjects(userId: number) {
  return sql`(select cast(${operationLogs.entityId} as integer) from ${operationLogs} where ${operationLogs.userId} = ${userId} and ${operationLogs.entity} = 'project' and ${operationLogs.action} = 'create')`;
}

type ProjectColumns = Pick<typeof projects, 'id' | 'departmentId' | 'managerId'>;

/** The condition on a projects row (or an alias of it); undefined when everything is in scope. */
export function projectInScope(scope: DataScope, table: ProjectColumns = projects): SQL | undefined {
  if (scope.all) return undefined;
  return or(
    departmentIn(table.departmentId, scope.departmentIds),
    eq(table.managerId, scope.userId),
    sql`${table.id} in ${createdProjects(scope.userId)}`,
  );
}

/** The ids of the projects in scope, as a subquery (for `in`). */
function projectIdsInScope(scope: Exclude<DataScope, { all: true }>) {
  return sql`(select ${projects.id} from ${projects} where ${projectInScope(scope)})`;
}

/**
 * The condition on a record filed under a project: its project is in scope, or (when the table has a creator) the
 * user created it. Undefined when everything is in scope.
 */
export function filedUnderScope(scope: DataScope, projectId: Column, createdBy?: Column): SQL | undefined {
  if (scope.all) return undefined;
  return or(
    sql`${projectId} in ${projectIdsInScope(scope)}`,
    createdBy ? eq(createdBy, scope.userId) : undefined,
  );
}

/** The condition on a beneficiaries row (its `id` column given): see the rules in this file's comment. */
export function beneficiaryInScope(scope: DataScope, beneficiaryId: Column): SQL | undefined {
  if (scope.all) return undefined;
  const inScopeProjects = projectIdsInScope(scope);
  const registeredBy = or(
    eq(operationLogs.userId, scope.userId),
    scope.departmentIds.length === 0
      ? undefined
      : inArray(
          operationLogs.userId,
          sql`(select ${users.id} from ${users} where ${departmentIn(users.departmentId, scope.departmentIds)})`,
        ),
  );
  return or(
    sql`${beneficiaryId} in (select ${projects.beneficiaryId} from ${projects} where ${projects.id} in ${inScopeProjects})`,
    sql`${beneficiaryId} in (select ${applications.beneficiaryId} from ${applications} where ${applications.projectId} in ${inScopeProjects})`,
    exists(
      sql`(select 1 from ${operationLogs} where ${operationLogs.entity} = 'beneficiary' and ${operationLogs.action} = 'create' and ${operationLogs.entityId} = cast(${beneficiaryId} as text) and ${registeredBy})`,
    ),
  );
}
