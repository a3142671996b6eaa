import type { DepartmentWithPath, DisableDepartmentBody } from '@pm/domain/shapes/department';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { withAudit } from '../../db/audit';
import type { Transaction } from '../../db/client';
import { departments, users } from '../../db/schema';
import { conflict } from '../../http/errors';
import { assertVersion } from '../../http/workflow';
import { staffOf } from '../../plugins/auth';
import { fieldRefusal } from '../records/refusals';
import { departmentWithPath, subtreeOf } from './tree';
import { assertActiveDepartment, departmentLog, lockDepartment, lockTree } from './write';

const actor = (request: FastifyRequest) => ({ id: staffOf(request).userId });

/**
 * Disables the department and every department below it. While they hold active users it is a 409, unless
 * `moveUsersTo` names an active department outside the branch: then every user of the branch (active or not, so no
 * one is left in a disabled department) moves there in the same transaction.
 */
export async function disableDepartment(
  tx: Transaction,
  request: FastifyRequest,
  id: number,
  body: DisableDepartmentBody,
): Promise<DepartmentWithPath> {
  await lockTree(tx);
  const row = await lockDepartment(tx, request, id);
  assertVersion(request, row.version, body.version);
  if (row.status === 'disabled') throw conflict(request.t('department.alreadyDisabled'));
  const branch = (
    await tx
      .select({ id: departments.id })
      .from(departments)
      .where(inArray(departments.id, subtreeOf(id)))
  ).map((department) => department.id);
  const members = await tx
    .select({ id: users.id, status: users.status })
    .from(users)
    .where(inArray(users.departmentId, branch))
    .for('update');
  const active = members.filter((member) => member.status === 'active').length;
  const target = body.moveUsersTo ?? null;
  if (active > 0 && target === null)
    throw conflict(request.t('department.hasActiveUsers', { count: active }));
  if (target !== null && members.length > 0) {
    if (branch.includes(target))
      throw fieldRefusal('moveUsersTo', request.t('department.moveUsersIntoBranch'));
    await assertActiveDepartment(tx, request, target, 'moveUsersTo');
    await tx
      .update(users)
      .set({ departmentId: target, version: sql`${users.version} + 1`, updatedAt: new Date() })
      .where(inArray(users.departmentId, branch));
  }
  await tx
    .update(departments)
    .set({ status: 'disabled', version: sql`${departments.version} + 1`, updatedAt: new Date() })
    .where(and(inArray(departments.id, branch), eq(departments.status, 'active')));
  await withAudit(tx, actor(request), 'deactivate', 'department', id, departmentLog(row), {
    ...departmentLog(row),
    status: 'disabled',
    disabledDepartments: branch,
    movedUsers: target === null ? [] : members.map((member) => member.id),
    movedUsersTo: target,
  });
  return departmentWithPath(tx, request, id);
}

/** Enables the department alone (its sub-departments stay as they are); its parent must be active. */
export async function enableDepartment(
  tx: Transaction,
  request: FastifyRequest,
  id: number,
  version: number,
): Promise<DepartmentWithPath> {
  await lockTree(tx);
  const row = await lockDepartment(tx, request, id);
  assertVersion(request, row.version, version);
  if (row.status === 'active') throw conflict(request.t('department.alreadyActive'));
  if (row.parentId !== null) {
    const [parent] = await tx
      .select({ status: departments.status })
      .from(departments)
      .where(eq(departments.id, row.parentId));
    if (parent?.status !== 'active') throw conflict(request.t('department.parentDisabled'));
  }
  const [after] = await tx
    .update(departments)
    .set({ status: 'active', version: row.version + 1, updatedAt: new Date() })
    .where(eq(departments.id, id))
    .returning();
  await withAudit(
    tx,
    actor(request),
    'activate',
    'department',
    id,
    departmentLog(row),
    departmentLog(after!),
  );
  return departmentWithPath(tx, request, id);
}
