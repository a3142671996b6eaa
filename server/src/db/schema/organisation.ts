import { sql } from 'drizzle-orm';
import {
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { RouteMeta } from '@pm/domain/shapes';
import type { UserStatus } from '@pm/domain/shapes/system-user';
import { areas } from './areas';
import { createdAt, id, searchHash, updatedAt } from './columns';

export const departments = pgTable(
  'departments',
  {
    id: id(),
    name: text('name').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => departments.id),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('departments_name_idx').on(table.name)],
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_username_key').on(table.username),
    uniqueIndex('users_mobile_key').on(table.mobile),
    index('users_mobile_hash_idx').on(table.mobileHash),
    index('users_name_idx').on(table.name),
    index('users_created_at_idx').on(table.createdAt),
    check('users_status_check', sql`${table.status} in ('active', 'disabled')`),
    check('users_is_admin_check', sql`${table.isAdmin} in (0, 1)`),
  ],
);

export const roles = pgTable(
  'roles',
  {
    id: id(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('roles_name_en_key').on(table.nameEn)],
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
