import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { RouteMeta } from '@pm/domain/shapes';
import type { UserStatus } from '@pm/domain/shapes/system-user';
import type { DataScopeKind, DepartmentStatus, RoleStatus } from '@pm/domain/shapes/organisation';
import { areas } from './areas';
import { createdAt, id, searchHash, updatedAt } from './columns';

export const departments = pgTable(
  'departments',
  {
    id: id(),
    name: text('name').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => departments.id),
    sort: integer('sort').notNull().default(0),
    /** The department's head (a user); null when none is named. */
    leaderId: integer('leader_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    status: text('status').$type<DepartmentStatus>().notNull().default('active'),
    /** Optimistic version: an edit names the version it read. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('departments_name_idx').on(table.name),
    index('departments_parent_idx').on(table.parentId, table.sort),
    check('departments_status_check', sql`${table.status} in ('active', 'disabled')`),
    check(
      'departments_not_own_parent_check',
      sql`${table.parentId} is null or ${table.parentId} <> ${table.id}`,
    ),
  ],
);

export { USER_STATUSES, type UserStatus } from '@pm/domain/shapes/system-user';

export const users = pgTable(
  'users',
  {
    id: id(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    mobile: text('mobile'),
    mobileHash: searchHash('mobile_hash'),
    email: text('email').notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    job: text('job').notNull().default(''),
    departmentId: integer('department_id').references(() => departments.id),
    isAdmin: smallint('is_admin').notNull().default(0),
    status: text('status').$type<UserStatus>().notNull().default('active'),
    introduction: text('introduction').notNull().default(''),
    location: text('location').notNull().default(''),
    // The user settings form (specification §3): what a person says about themselves, apart from the HR fields.
    nickname: text('nickname').notNull().default(''),
    countryRegion: text('country_region').notNull().default(''),
    areaCode: char('area_code', { length: 6 }).references(() => areas.code),
    address: text('address').notNull().default(''),
    profile: text('profile').notNull().default(''),
    /** Set by an administrator's password reset: the one-time password must be changed at the next sign-in. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true, mode: 'date' }),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_username_key').on(table.username),
    uniqueIndex('users_mobile_key').on(table.mobile),
    index('users_mobile_hash_idx').on(table.mobileHash),
    index('users_name_idx').on(table.name),
    index('users_created_at_idx').on(table.createdAt),
    index('users_department_idx').on(table.departmentId),
    check('users_status_check', sql`${table.status} in ('active', 'disabled')`),
    check('users_is_admin_check', sql`${table.isAdmin} in (0, 1)`),
  ],
);

export const roles = pgTable(
  'roles',
  {
    id: id(),
    /** Stable key (`finance`); the specification's role list sends `name_en`, which the seed keeps equal to it. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    status: text('status').$type<RoleStatus>().notNull().default('active'),
    /** Which records the role's holders see: see security/data-scope.ts. */
    dataScope: text('data_scope').$type<DataScopeKind>().notNull().default('all'),
    description: text('description').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('roles_name_en_key').on(table.nameEn),
    uniqueIndex('roles_code_key').on(table.code),
    check('roles_status_check', sql`${table.status} in ('active', 'disabled')`),
    check(
      'roles_data_scope_check',
      sql`${table.dataScope} in ('all', 'department', 'departmentTree', 'self', 'custom')`,
    ),
  ],
);

/** The departments a role with the `custom` data scope sees (each department alone, not its sub-departments). */
export const roleDepartments = pgTable(
  'role_departments',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.roleId, table.departmentId] }),
    index('role_departments_department_idx').on(table.departmentId),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.roleId] }),
    index('user_roles_role_idx').on(table.roleId),
  ],
);

export type PermissionKind = 'menu' | 'button';

/** The menu and button tree: a menu node per catalogue route, button nodes under the list they act on. */
export const permissions = pgTable(
  'permissions',
  {
    id: id(),
    parentId: integer('parent_id').references((): AnyPgColumn => permissions.id, { onDelete: 'cascade' }),
    /** The permission key (`project`) or button code (`project:create`); null for nodes everyone may see. */
    code: text('code'),
    kind: text('kind').$type<PermissionKind>().notNull(),
    /** Route name for menu nodes, the code for buttons. */
    name: text('name').notNull(),
    path: text('path').notNull().default(''),
    redirect: text('redirect'),
    meta: jsonb('meta').$type<RouteMeta>(),
    /** A name an administrator gave the node, shown instead of the catalogue's `meta.locale` text; null keeps it. */
    titleZh: text('title_zh'),
    titleEn: text('title_en'),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('permissions_kind_name_key').on(table.kind, table.name),
    index('permissions_parent_idx').on(table.parentId),
    check('permissions_kind_check', sql`${table.kind} in ('menu', 'button')`),
  ],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permissionId: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.roleId, table.permissionId] }),
    index('role_permissions_permission_idx').on(table.permissionId),
  ],
);
