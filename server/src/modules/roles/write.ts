import { roleForm, type RoleFormValues } from '@pm/domain/forms/role-form';
import type { RoleStatus } from '@pm/domain/shapes/organisation';
import type { RoleDetail } from '@pm/domain/shapes/role';
import { and, eq, inArray, ne, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { withAudit } from '../../db/audit';
import type { Database, Transaction } from '../../db/client';
import { departments, roleDepartments, roles } from '../../db/schema';
import { AppError, conflict, conflictWith, isUniqueViolation } from '../../http/errors';
import { assertForm } from '../../http/form';
import { assertVersion } from '../../http/workflow';
import { staffOf } from '../../plugins/auth';
import { assertNotBuiltIn, assertNotOwnRole, lockRole } from './guards';
import { departmentIdsOf, findRole, holderCount, type RoleRow } from './rows';
import type { RoleBody, UpdateRoleBody } from '@pm/domain/shapes/role';

type Fields = Omit<RoleFormValues, 'code'>;

const valuesOf = (
  code: string,
  body: Static<typeof UpdateRoleBody> | Static<typeof RoleBody>,
): RoleFormValues => ({
  code,
  name: body.name,
  nameEn: body.nameEn,
  description: body.description,
  dataScope: body.dataScope as RoleFormValues['dataScope'],
  sort: body.sort,
  departmentIds: [...new Set(body.departmentIds)],
});

const columnsOf = (values: Fields) => ({
  name: values.name.trim(),
  nameEn: values.nameEn.trim(),
  description: values.description.trim(),
  dataScope: values.dataScope as RoleRow['dataScope'],
  sort: values.sort,
});

/** 409 naming the role that already has the code or the English name. */
async function assertUnique(
  tx: Transaction,
  request: FastifyRequest,
  code: string,
  nameEn: string,
  exceptId: number | null,
) {
  const [holder] = await tx
    .select({ id: roles.id, code: roles.code, name: roles.name, nameEn: roles.nameEn })
    .from(roles)
    .where(
      and(
        or(eq(roles.code, code), eq(roles.nameEn, nameEn)),
        exceptId === null ? undefined : ne(roles.id, exceptId),
      ),
    )
    .limit(1);
  if (!holder) return;
  const key = holder.code === code ? 'role.duplicateCode' : 'role.duplicateNameEn';
  throw conflictWith(request.t(key, { code, nameEn, name: holder.name }), {
    id: holder.id,
    name: holder.name,
  });
}

/** The custom scope's departments (each must exist and be active); none for the other scopes. */
async function writeDepartments(tx: Transaction, request: FastifyRequest, roleId: number, values: Fields) {
  await tx.delete(roleDepartments).where(eq(roleDepartments.roleId, roleId));
  if (values.dataScope !== 'custom') return;
  const found = await tx
    .select({ id: departments.id })
    .from(departments)
    .where(and(inArray(departments.id, values.departmentIds), eq(departments.status, 'active')));
  const known = new Set(found.map((row) => row.id));
  const missing = values.departmentIds.filter((id) => !known.has(id));
  if (missing.length > 0) {
    const message = request.t('role.unknownDepartments', { ids: missing.join(', ') });
    throw new AppError(422, message, undefined, { errors: [{ field: 'departmentIds', message }] });
  }
  await tx
    .insert(roleDepartments)
    .values(values.departmentIds.map((departmentId) => ({ roleId, departmentId })));
}

/** A duplicate that slipped past the check (two saves at once) is the same 409 as one caught by it. */
async function uniqueOr409<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(request.t('role.duplicate'));
    throw error;
  }
}

const logged = async (tx: Transaction, row: RoleRow) => ({
  ...row,
  departmentIds: await departmentIdsOf(tx, row.id),
});

export async function createRole(
  db: Database,
  request: FastifyRequest,
  body: Static<typeof RoleBody>,
): Promise<RoleDetail> {
  const { userId } = staffOf(request);
  const values = valuesOf(body.code.trim(), body);
  assertForm(request, roleForm, values);
  const id = await uniqueOr409(request, () =>
    db.transaction(async (tx) => {
      await assertUnique(tx, request, values.code, values.nameEn.trim(), null);
      const [row] = await tx
        .insert(roles)
        .values({ code: values.code, ...columnsOf(values) })
        .returning();
      await writeDepartments(tx, request, row!.id, values);
      await withAudit(tx, { id: userId }, 'create', 'role', row!.id, null, await logged(tx, row!));
      return row!.id;
    }),
  );
  return (await findRole(db, id))!;
}

export async function updateRole(
  db: Database,
  request: FastifyRequest,
  id: number,
  body: Static<typeof UpdateRoleBody>,
): Promise<RoleDetail> {
  const staff = staffOf(request);
  await uniqueOr409(request, () =>
    db.transaction(async (tx) => {
      const before = await lockRole(tx, request, id);
      await assertNotOwnRole(tx, request, staff, id);
      assertVersion(request, before.version, body.version);
      const values = valuesOf(before.code, body);
      assertForm(request, roleForm, values);
      if (values.dataScope !== 'all') assertNotBuiltIn(request, before);
      await assertUnique(tx, request, before.code, values.nameEn.trim(), id);
      const beforeLogged = await logged(tx, before);
      const [row] = await tx
        .update(roles)
        .set({ ...columnsOf(values), version: before.version + 1, updatedAt: new Date() })
        .where(eq(roles.id, id))
        .returning();
      await writeDepartments(tx, request, id, values);
      await withAudit(tx, { id: staff.userId }, 'update', 'role', id, beforeLogged, await logged(tx, row!));
    }),
  );
  return (await findRole(db, id))!;
}

/** Enables or disables a role: a disabled role grants nothing (rbac) until enabled again. */
export async function setRoleStatus(
  db: Database,
  request: FastifyRequest,
  id: number,
  status: RoleStatus,
  version: number,
): Promise<RoleDetail> {
  const staff = staffOf(request);
  await db.transaction(async (tx) => {
    const before = await lockRole(tx, request, id);
    if (status === 'disabled') assertNotBuiltIn(request, before);
    await assertNotOwnRole(tx, request, staff, id);
    assertVersion(request, before.version, version);
    const [row] = await tx
      .update(roles)
      .set({ status, version: before.version + 1, updatedAt: new Date() })
      .where(eq(roles.id, id))
      .returning();
    const action = status === 'active' ? 'enable' : 'disable';
    await withAudit(tx, { id: staff.userId }, action, 'role', id, before, row);
  });
  return (await findRole(db, id))!;
}

export async function deleteRole(
  db: Database,
  request: FastifyRequest,
  id: number,
  version: number,
): Promise<null> {
  const staff = staffOf(request);
  await db.transaction(async (tx) => {
    const before = await lockRole(tx, request, id);
    assertNotBuiltIn(request, before);
    await assertNotOwnRole(tx, request, staff, id);
    assertVersion(request, before.version, version);
    const holders = await holderCount(tx, id);
    if (holders > 0) throw conflict(request.t('role.inUse', { name: before.name, count: holders }));
    const beforeLogged = await logged(tx, before);
    await tx.delete(roles).where(eq(roles.id, id));
    await withAudit(tx, { id: staff.userId }, 'delete', 'role', id, beforeLogged, null);
  });
  return null;
}
