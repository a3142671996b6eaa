import { Type } from 'typebox';
import { ROLE_STATUSES } from '@pm/domain/shapes/organisation';
import { RoleAccessSchema } from '@pm/domain/shapes/permission';
import { pageOf } from '@pm/domain/shapes/primitives';
import {
  DepartmentOptionSchema,
  RoleAccessBody,
  RoleBody,
  RoleDetailSchema,
  RoleItemSchema,
  RoleOptionSchema,
  UpdateRoleBody,
} from '@pm/domain/shapes/role';
import { Version } from '@pm/domain/shapes/integers';
import { responses } from '../../http/envelope';
import { listQuerySchema } from '../../http/list-query';
import { IdParams, VersionBody } from '../records/schema';

const tags = ['roles'];

export const RoleListQuery = listQuerySchema(['code', 'name', 'sort', 'createdAt'], {
  status: Type.Optional(Type.Enum(ROLE_STATUSES)),
});

export const listRolesRoute = {
  tags,
  summary: 'Roles: keyword (code or either name), status; paged',
  querystring: RoleListQuery,
  response: responses(pageOf(RoleItemSchema)),
};

export const roleOptionsRoute = {
  tags,
  summary: 'Every role (id, code, names, status), for pickers',
  response: responses(Type.Array(RoleOptionSchema)),
};

export const departmentOptionsRoute = {
  tags,
  summary: 'The active departments (id, name, parent), for the custom data scope',
  response: responses(Type.Array(DepartmentOptionSchema)),
};

export const roleDetailRoute = {
  tags,
  summary: 'One role with its custom departments',
  params: IdParams,
  response: responses(RoleDetailSchema),
};

export const createRoleRoute = {
  tags,
  summary: 'Creates a role (code unique, fixed from now on); no permissions yet',
  body: RoleBody,
  response: responses(RoleDetailSchema),
};

export const updateRoleRoute = {
  tags,
  summary: 'Edits a role (not its code); not a role the caller holds, unless an administrator',
  params: IdParams,
  body: UpdateRoleBody,
  response: responses(RoleDetailSchema),
};

export const roleStatusRoute = (summary: string) => ({
  tags,
  summary,
  params: IdParams,
  body: VersionBody,
  response: responses(RoleDetailSchema),
});

export const deleteRoleRoute = {
  tags,
  summary: 'Deletes a role no user holds (409 otherwise); never the built-in administrator role',
  params: IdParams,
  querystring: Type.Object({ version: Version }),
  response: responses(Type.Null()),
};

export const roleAccessRoute = {
  tags,
  summary: "The permission tree with the role's granted nodes",
  params: IdParams,
  response: responses(RoleAccessSchema),
};

export const updateRoleAccessRoute = {
  tags,
  summary:
    "Replaces the role's granted nodes: only codes the caller holds, never a role the caller holds (administrators excepted)",
  params: IdParams,
  body: RoleAccessBody,
  response: responses(RoleAccessSchema),
};
