import { systemUserForm, type SystemUserFormValues } from '@pm/domain/forms';
import { USER_STATUSES } from '@pm/domain/shapes/system-user';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { departments, permissions, rolePermissions, roles, users } from '../../../db/schema';
import { grantedCodes } from '../../../security/rbac';
import { addRoles, newUserColumns } from '../../users/write';
import {
  batches,
  duplicateProblems,
  type Choice,
  type ImportDefinition,
  type ParsedRow,
  type RowProblem,
} from './definition';
import { fixedChoices } from './choices';

const user = (row: ParsedRow) => row.values as unknown as SystemUserFormValues;

/** Active departments by name (`assertActiveDepartment`: a disabled one takes no new users). */
async function activeDepartments(db: Executor): Promise<Choice[]> {
  const rows = await db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(eq(departments.status, 'active'))
    .orderBy(asc(departments.sort), asc(departments.id));
  return rows.map((row) => ({ value: String(row.id), zh: row.name, en: row.name, keys: [] }));
}

/** Active roles (`assertMayGrant`: a disabled one is not given) by name in either language or by code. */
async function activeRoles(db: Executor): Promise<Choice[]> {
  const rows = await db
    .select({ id: roles.id, code: roles.code, name: roles.name, nameEn: roles.nameEn })
    .from(roles)
    .where(eq(roles.status, 'active'))
    .orderBy(asc(roles.sort), asc(roles.id));
  return rows.map((row) => ({ value: String(row.id), zh: row.name, en: row.nameEn, keys: [row.code] }));
}

/** The values of `column` the database already holds among `wanted`, a thousand at a time. */
async function taken(db: Executor, column: typeof users.username | typeof users.mobile, wanted: string[]) {
  const found = new Set<string>();
  for (const batch of batches([...new Set(wanted)], 1000)) {
    const rows = await db.select({ value: column }).from(users).where(inArray(column, batch));
    for (const row of rows) if (row.value !== null) found.add(row.value);
  }
  return found;
}

/**
 * The roles the importer may not give (`assertMayGrant`): for one who is not an administrator, each role holding a
 * code the importer lacks. Two queries for the whole file.
 */
async function rolesBeyond(
  db: Executor,
  actorId: number,
  roleIds: readonly number[],
): Promise<ReadonlySet<number>> {
  if (roleIds.length === 0) return new Set();
  const [mine, codes] = await Promise.all([
    grantedCodes(db, actorId),
    db
      .selectDistinct({ roleId: rolePermissions.roleId, code: permissions.code })
      .from(rolePermissions)
      .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
      .where(inArray(rolePermissions.roleId, [...roleIds])),
  ]);
  return new Set(codes.filter(({ code }) => code !== null && !mine.has(code)).map(({ roleId }) => roleId));
}

/**
 * Staff users: `systemUserForm` (the create drawer's and `POST /pm/users`' rules) and the create path's checks:
 * a unique username and mobile, an active department, active roles, and, for an importer who is not an
 * administrator, only roles whose every code the importer holds. An imported user is never an administrator (only
 * an administrator makes one, on the user's page). An imported account has no password (`NO_PASSWORD`: nothing
 * signs in with it; an import has nowhere to show ten thousand one-time passwords once): the administrator hands a
 * user their account with "reset password", which shows a one-time one, changed at the first sign-in.
 */
export const userImport: ImportDefinition = {
  type: 'user',
  permission: 'auth:create',
  form: systemUserForm as unknown as ImportDefinition['form'],
  context: () => undefined,
  columns: [
    { field: 'username', width: 16, kind: 'text', sample: 'zhang.wei' },
    { field: 'name', width: 12, kind: 'text', sample: '张伟' },
    { field: 'mobile', width: 14, kind: 'text', sample: '13900000000' },
    { field: 'email', width: 22, kind: 'text', sample: 'zhang.wei@example.org' },
    { field: 'departmentId', width: 16, kind: 'reference', sample: '' },
    { field: 'roleIds', width: 24, kind: 'references', sample: '工作人员' },
    { field: 'status', width: 8, kind: 'choice', sample: '启用' },
  ],
  empty: () => ({
    username: '',
    name: '',
    mobile: '',
    email: '',
    departmentId: null,
    roleIds: [],
    status: '',
  }),
  choices: async (db) => {
    const [departmentList, roleList] = await Promise.all([activeDepartments(db), activeRoles(db)]);
    return {
      departmentId: departmentList,
      roleIds: roleList,
      status: fixedChoices('userStatus', USER_STATUSES),
    };
  },
  problems: async (db, rows, services) => {
    const usernames = await taken(
      db,
      users.username,
      rows.map((row) => user(row).username.trim()),
    );
    const mobiles = await taken(
      db,
      users.mobile,
      rows.map((row) => user(row).mobile.trim()).filter((mobile) => mobile !== ''),
    );
    const problems: RowProblem[] = [
      ...duplicateProblems(rows, 'username', (row) => user(row).username.trim(), usernames),
      ...duplicateProblems(rows, 'mobile', (row) => user(row).mobile.trim() || null, mobiles),
    ];
    if (!services.actorIsAdmin) {
      const beyond = await rolesBeyond(db, services.actorId, [
        ...new Set(rows.flatMap((row) => user(row).roleIds)),
      ]);
      for (const row of rows) {
        if (user(row).roleIds.some((id) => beyond.has(id)))
          problems.push({ index: row.index, field: 'roleIds', key: 'import.grantBeyondOwnRights' });
      }
    }
    return problems;
  },
  insert: async (tx, rows, services) => {
    const prepared = rows.map((row) => {
      const values = user(row);
      return { columns: newUserColumns(values, false, services.hash), roleIds: [...new Set(values.roleIds)] };
    });
    const inserted = await tx
      .insert(users)
      .values(prepared.map((item) => item.columns))
      .returning({ id: users.id, username: users.username });
    const rolesOf = new Map(prepared.map((item) => [item.columns.username, item.roleIds]));
    await addRoles(
      tx,
      inserted.map((row) => ({ userId: row.id, roleIds: rolesOf.get(row.username) ?? [] })),
    );
    return inserted.length;
  },
};
