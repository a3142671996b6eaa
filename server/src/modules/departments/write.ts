import { moveRefusal, orderedSorts } from '@pm/domain/organisation/department-tree';
import type {
  CreateDepartmentBody,
  DepartmentNode,
  DepartmentWithPath,
  MoveDepartmentBody,
  ReorderDepartmentsBody,
  UpdateDepartmentBody,
} from '@pm/domain/shapes/department';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { withAudit } from '../../db/audit';
import type { Transaction } from '../../db/client';
import { departments, users } from '../../db/schema';
import { conflict, conflictWith } from '../../http/errors';
import { assertVersion } from '../../http/workflow';
import { staffOf } from '../../plugins/auth';
import { fieldRefusal } from '../records/refusals';
import { childrenOf, departmentNotFound, departmentWithPath, pathOf } from './tree';

export type DepartmentRow = typeof departments.$inferSelect;

/** Moves (and creations under a parent) wait for each other: two crossing moves could otherwise make a loop. */
export async function lockTree(tx: Transaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('departments:tree'))`);
}

export async function lockDepartment(
  tx: Transaction,
  request: FastifyRequest,
  id: number,
): Promise<DepartmentRow> {
  const [row] = await tx.select().from(departments).where(eq(departments.id, id)).for('update');
  if (!row) throw departmentNotFound(request);
  return row;
}

/** The department as the operation log keeps it. */
export function departmentLog(row: DepartmentRow) {
  return {
    name: row.name,
    parentId: row.parentId,
    sort: row.sort,
    leaderId: row.leaderId,
    status: row.status,
  };
}

const actor = (request: FastifyRequest) => ({ id: staffOf(request).userId });

/** A parent must exist and be active; `field` names the body field the page shows the refusal under. */
export async function assertActiveDepartment(
  tx: Transaction,
  request: FastifyRequest,
  id: number,
  field: string,
): Promise<DepartmentRow> {
  const [row] = await tx.select().from(departments).where(eq(departments.id, id));
  if (!row) throw fieldRefusal(field, request.t('department.targetMissing'));
  if (row.status !== 'active') throw fieldRefusal(field, request.t('department.targetDisabled'));
  return row;
}

async function assertLeader(tx: Transaction, request: FastifyRequest, leaderId: number | null | undefined) {
  if (leaderId === null || leaderId === undefined) return;
  const [leader] = await tx.select({ status: users.status }).from(users).where(eq(users.id, leaderId));
  if (leader?.status !== 'active') throw fieldRefusal('leaderId', request.t('department.leaderInvalid'));
}

/** Sibling names are unique, so a path names one department: a second is a 409 naming the first. */
async function assertNameFree(
  tx: Transaction,
  request: FastifyRequest,
  name: string,
  parentId: number | null,
  except?: number,
) {
  const [taken] = await tx
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(
      and(
        eq(departments.name, name),
        parentId === null ? isNull(departments.parentId) : eq(departments.parentId, parentId),
        except === undefined ? undefined : ne(departments.id, except),
      ),
    );
  if (taken) throw conflictWith(request.t('department.nameTaken', { name }), taken);
}

export async function createDepartment(
  tx: Transaction,
  request: FastifyRequest,
  body: CreateDepartmentBody,
): Promise<DepartmentWithPath> {
  await lockTree(tx);
  if (body.parentId !== null) await assertActiveDepartment(tx, request, body.parentId, 'parentId');
  await assertLeader(tx, request, body.leaderId);
  const name = body.name.trim();
  await assertNameFree(tx, request, name, body.parentId);
  const [row] = await tx
    .insert(departments)
    .values({ name, parentId: body.parentId, leaderId: body.leaderId ?? null, sort: body.sort ?? 0 })
    .returning();
  await withAudit(tx, actor(request), 'create', 'department', row!.id, null, departmentLog(row!));
  return departmentWithPath(tx, request, row!.id);
}

export async function updateDepartment(
  tx: Transaction,
  request: FastifyRequest,
  id: number,
  body: UpdateDepartmentBody,
): Promise<DepartmentWithPath> {
  const row = await lockDepartment(tx, request, id);
  assertVersion(request, row.version, body.version);
  await assertLeader(tx, request, body.leaderId);
  const name = body.name.trim();
  await assertNameFree(tx, request, name, row.parentId, id);
  const [after] = await tx
    .update(departments)
    .set({ name, leaderId: body.leaderId, sort: body.sort, version: row.version + 1, updatedAt: new Date() })
    .where(eq(departments.id, id))
    .returning();
  await withAudit(tx, actor(request), 'update', 'department', id, departmentLog(row), departmentLog(after!));
  return departmentWithPath(tx, request, id);
}

export async function moveDepartment(
  tx: Transaction,
  request: FastifyRequest,
  id: number,
  body: MoveDepartmentBody,
): Promise<DepartmentWithPath> {
  await lockTree(tx);
  const row = await lockDepartment(tx, request, id);
  assertVersion(request, row.version, body.version);
  if (body.parentId !== null) {
    const ancestors = (await pathOf(tx, body.parentId)).map((step) => step.id);
    // pathOf ends with the target itself: the rule takes its ancestors only.
    const refusal = moveRefusal(id, body.parentId, ancestors.slice(0, -1));
    if (refusal) throw fieldRefusal('parentId', request.t(`department.moveUnder.${refusal}`));
    await assertActiveDepartment(tx, request, body.parentId, 'parentId');
  }
  await assertNameFree(tx, request, row.name, body.parentId, id);
  const [after] = await tx
    .update(departments)
    .set({ parentId: body.parentId, version: row.version + 1, updatedAt: new Date() })
    .where(eq(departments.id, id))
    .returning();
  await withAudit(tx, actor(request), 'move', 'department', id, departmentLog(row), departmentLog(after!));
  return departmentWithPath(tx, request, id);
}

/** Orders every child of one parent; the list must hold exactly those children (a stale list is a 409). */
export async function reorderDepartments(
  tx: Transaction,
  request: FastifyRequest,
  body: ReorderDepartmentsBody,
): Promise<DepartmentNode[]> {
  await lockTree(tx);
  const sorts = orderedSorts(body.ids);
  if (!sorts) throw fieldRefusal('ids', request.t('department.reorderRepeats'));
  const children = await childrenOf(tx, body.parentId);
  const known = new Set(children.map((child) => child.id));
  if (children.length !== body.ids.length || body.ids.some((id) => !known.has(id))) {
    throw conflict(request.t('department.reorderStale'));
  }
  for (const { id, sort } of sorts) {
    await tx
      .update(departments)
      .set({ sort, version: sql`${departments.version} + 1`, updatedAt: new Date() })
      .where(eq(departments.id, id));
  }
  await withAudit(
    tx,
    actor(request),
    'reorder',
    'department',
    body.parentId ?? 'root',
    { order: children.map((child) => child.id) },
    { order: body.ids },
  );
  return childrenOf(tx, body.parentId);
}
