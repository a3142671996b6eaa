import { Type, type Static } from 'typebox';
import { FormText } from './form-fields';
import { Id, Version } from './integers';
import { DATA_SCOPES, ROLE_STATUSES } from './organisation';
import { IsoDateTime } from './primitives';

/**
 * Roles (`/system/role`) and their access (`/system/role/access`). A role's `code` is its stable key (unique,
 * fixed at creation); `nameEn` is the English name the specification's user info sends in its `role` list.
 */
export const ADMIN_ROLE_CODE = 'admin';

/** A role's code: a letter, then letters, digits, `_` or `-` (at most 50). */
export const ROLE_CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,49}$/;

/** A row of `GET /pm/roles`. */
export const RoleItemSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  nameEn: Type.String(),
  description: Type.String(),
  status: Type.Enum(ROLE_STATUSES),
  dataScope: Type.Enum(DATA_SCOPES),
  sort: Type.Integer(),
  /** How many users hold the role: a role in use cannot be deleted. */
  userCount: Type.Integer(),
  /** The built-in administrator role: never deleted, disabled or stripped. */
  builtIn: Type.Boolean(),
  version: Type.Integer(),
  createdAt: IsoDateTime,
});

/** `GET /pm/roles/:id`: the row and, for the `custom` scope, its departments. */
export const RoleDetailSchema = Type.Object({
  ...RoleItemSchema.properties,
  departmentIds: Type.Array(Type.Integer()),
});

/** `GET /pm/roles/options`: every role, for pickers. */
export const RoleOptionSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  nameEn: Type.String(),
  status: Type.Enum(ROLE_STATUSES),
});

/** `GET /pm/roles/department-options`: the active departments, for the custom data scope's tree. */
export const DepartmentOptionSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  parentId: Type.Union([Type.Integer(), Type.Null()]),
});

/** The create and edit body (`RoleFormValues`): loose, so the shared form says what is wrong, under its field. */
const roleBodyFields = {
  name: FormText,
  nameEn: FormText,
  description: FormText,
  dataScope: FormText,
  sort: Type.Integer({ minimum: 0, maximum: 9999, default: 0 }),
  departmentIds: Type.Array(Id(), { maxItems: 1000, default: [] }),
};
export const RoleBody = Type.Object({ code: FormText, ...roleBodyFields });
/** An edit: the code stays what it was. */
export const UpdateRoleBody = Type.Object({ version: Version, ...roleBodyFields });

/** `PUT /pm/roles/:id/access`: every node the role is granted (menu nodes and button nodes). */
export const RoleAccessBody = Type.Object({
  version: Version,
  permissionIds: Type.Array(Id(), { maxItems: 2000 }),
});

export type RoleListItem = Static<typeof RoleItemSchema>;
export type RoleDetail = Static<typeof RoleDetailSchema>;
export type RoleOption = Static<typeof RoleOptionSchema>;
export type DepartmentOption = Static<typeof DepartmentOptionSchema>;
export type RoleBodyValues = Static<typeof RoleBody>;
