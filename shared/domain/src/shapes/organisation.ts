/**
 * The organisation's vocabulary shared by the server, its schema and the system pages: department and role states
 * and the data scopes a role can give. Request and response shapes of the system routes live beside their pages'
 * shapes (departments, users, roles, permissions, operation log).
 */
export const DEPARTMENT_STATUSES = ['active', 'disabled'] as const;
export type DepartmentStatus = (typeof DEPARTMENT_STATUSES)[number];

export const ROLE_STATUSES = ['active', 'disabled'] as const;
export type RoleStatus = (typeof ROLE_STATUSES)[number];

/**
 * Which records a role's holders see (projects and everything filed under a project, and beneficiaries):
 * - `all`: every record;
 * - `department`: records of the user's own department;
 * - `departmentTree`: the user's department and every department below it;
 * - `self`: records the user manages or created;
 * - `custom`: the departments listed on the role (each alone).
 * A user with several active roles sees the union of what each gives; the user's own records are always in scope.
 */
export const DATA_SCOPES = ['all', 'department', 'departmentTree', 'self', 'custom'] as const;
export type DataScopeKind = (typeof DATA_SCOPES)[number];

/** Each data scope in words, [zh-CN, en-US]: the role page and the operation log both name them so. */
export const DATA_SCOPE_TEXTS: Record<DataScopeKind, readonly [zhCN: string, enUS: string]> = {
  all: ['全部数据', 'All records'],
  department: ['本部门', 'Own department'],
  departmentTree: ['本部门及下级', 'Department and below'],
  self: ['仅本人', 'Self only'],
  custom: ['自定义部门', 'Custom departments'],
};
