import { Type, type Static } from 'typebox';
import { requiredText } from './form-fields';
import { Id, Version } from './integers';
import { DEPARTMENT_STATUSES } from './organisation';
import { nullable } from './primitives';

/** One department of the tree as the page lazily loads it: the counts say whether it has children and people. */
export const DepartmentNodeSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  parentId: nullable(Type.Integer()),
  sort: Type.Integer(),
  leaderId: nullable(Type.Integer()),
  leaderName: nullable(Type.String()),
  status: Type.Enum(DEPARTMENT_STATUSES),
  version: Type.Integer(),
  /** Direct sub-departments. */
  childCount: Type.Integer(),
  /** Active users in this department alone (not below it). */
  activeUserCount: Type.Integer(),
});

/** A step of a department's path, from the root. */
export const DepartmentStepSchema = Type.Object({ id: Type.Integer(), name: Type.String() });

/** A department with its path from the root (itself last): a search match or a detail. */
export const DepartmentWithPathSchema = Type.Object({
  node: DepartmentNodeSchema,
  path: Type.Array(DepartmentStepSchema),
});

const departmentName = requiredText('department.nameRequired', 64);
const sort = Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 });

export const CreateDepartmentBodySchema = Type.Object({
  name: departmentName,
  parentId: nullable(Id()),
  leaderId: Type.Optional(nullable(Id())),
  sort: Type.Optional(sort),
});

export const UpdateDepartmentBodySchema = Type.Object({
  version: Version,
  name: departmentName,
  leaderId: nullable(Id()),
  sort,
});

export const MoveDepartmentBodySchema = Type.Object({
  version: Version,
  /** The new parent; null makes it a top-level department. */
  parentId: nullable(Id()),
});

export const ReorderDepartmentsBodySchema = Type.Object({
  /** The parent whose children are ordered; null for the top level. */
  parentId: nullable(Id()),
  /** Every child of that parent, in the new order. */
  ids: Type.Array(Id(), { minItems: 1, maxItems: 1000 }),
});

export const DisableDepartmentBodySchema = Type.Object({
  version: Version,
  /** Where the active users of the department and its sub-departments go; without it, such users refuse the change. */
  moveUsersTo: Type.Optional(nullable(Id())),
});

export type DepartmentNode = Static<typeof DepartmentNodeSchema>;
export type DepartmentStep = Static<typeof DepartmentStepSchema>;
export type DepartmentWithPath = Static<typeof DepartmentWithPathSchema>;
export type CreateDepartmentBody = Static<typeof CreateDepartmentBodySchema>;
export type UpdateDepartmentBody = Static<typeof UpdateDepartmentBodySchema>;
export type MoveDepartmentBody = Static<typeof MoveDepartmentBodySchema>;
export type ReorderDepartmentsBody = Static<typeof ReorderDepartmentsBodySchema>;
export type DisableDepartmentBody = Static<typeof DisableDepartmentBodySchema>;
