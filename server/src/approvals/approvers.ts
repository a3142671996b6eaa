import type { ApprovalNode } from '@pm/domain/shapes/approval';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { departments, roles, userRoles, users } from '../db/schema';

/** Whose instance it is: the initiator's department (for its head) and who made the record. */
export interface ApproverContext {
  departmentId: number | null;
  makerIds: readonly number[];
}

/** How far up the department tree a head is looked for (a cycle cannot loop forever). */
const MAX_DEPTH = 32;

async function activeUsers(db: Executor, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...ids]), eq(users.status, 'active')));
  const active = new Set(rows.map((row) => row.id));
  return ids.filter((id) => active.has(id));
}

async function roleHolders(db: Executor, roleId: number): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.roleId, roleId), eq(roles.status, 'active'), eq(users.status, 'active')))
    .orderBy(asc(users.id));
  return rows.map((row) => row.id);
}

/**
 * The head of the initiator's department: its active leader who did not make the record, or else the first such
 * leader above it (a head who submits their own record is decided on by the head above them).
 */
async function departmentHead(db: Executor, context: ApproverContext): Promise<number[]> {
  let departmentId = context.departmentId;
  for (let depth = 0; departmentId !== null && depth < MAX_DEPTH; depth += 1) {
    const [department] = await db
      .select({ parentId: departments.parentId, leaderId: departments.leaderId, status: users.status })
      .from(departments)
      .leftJoin(users, eq(users.id, departments.leaderId))
      .where(eq(departments.id, departmentId));
    if (!department) return [];
    const leader = department.leaderId;
    if (leader !== null && department.status === 'active' && !context.makerIds.includes(leader))
      return [leader];
    departmentId = department.parentId;
  }
  return [];
}

/** The active administrators: who decides when a node names nobody else. */
async function administrators(db: Executor): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isAdmin, 1), eq(users.status, 'active')))
    .orderBy(asc(users.id));
  return rows.map((row) => row.id);
}

/**
 * The approvers of a node for one instance: its named users, the active holders of its role, or the initiator's
 * department head — never who made the record (four eyes). A node that names nobody else falls to the active
 * administrators (an installation whose roles have no holders yet still decides); empty when there is none.
 */
export async function resolveApprovers(
  db: Executor,
  node: Pick<ApprovalNode, 'source' | 'userIds' | 'roleId'>,
  context: ApproverContext,
): Promise<number[]> {
  const notMaker = (id: number) => !context.makerIds.includes(id);
  const named =
    node.source === 'users'
      ? await activeUsers(db, node.userIds)
      : node.source === 'role'
        ? node.roleId === null
          ? []
          : await roleHolders(db, node.roleId)
        : await departmentHead(db, context);
  const approvers = [...new Set(named.filter(notMaker))];
  return approvers.length > 0 ? approvers : (await administrators(db)).filter(notMaker);
}

/** Whether a user can take a task: active, and not one of the record's makers. */
export async function mayApprove(db: Executor, userId: number, context: ApproverContext): Promise<boolean> {
  if (context.makerIds.includes(userId)) return false;
  return (await activeUsers(db, [userId])).length === 1;
}
