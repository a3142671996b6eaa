import {
  CreateDepartmentBodySchema,
  DepartmentNodeSchema,
  DepartmentWithPathSchema,
  DisableDepartmentBodySchema,
  MoveDepartmentBodySchema,
  ReorderDepartmentsBodySchema,
  UpdateDepartmentBodySchema,
} from '@pm/domain/shapes/department';
import { Id, Version } from '@pm/domain/shapes/integers';
import { Type } from 'typebox';
import { responses } from '../../http/envelope';
import { IdParams } from '../records/schema';

const tags = ['departments'];

export const departmentChildrenRoute = {
  tags,
  summary:
    'The children of a department (the top level without parentId), each with its child and active-user counts',
  querystring: Type.Object({ parentId: Type.Optional(Id()) }),
  response: responses(Type.Array(DepartmentNodeSchema)),
};

export const searchDepartmentsRoute = {
  tags,
  summary: 'Departments whose name contains the keyword (at most 50), each with its path from the root',
  querystring: Type.Object({ keyword: Type.String({ minLength: 1, maxLength: 64 }) }),
  response: responses(Type.Array(DepartmentWithPathSchema)),
};

export const departmentDetailRoute = {
  tags,
  summary: 'One department with its path from the root',
  params: IdParams,
  response: responses(DepartmentWithPathSchema),
};

export const createDepartmentRoute = {
  tags,
  summary: 'Creates a department under a parent (or at the top level)',
  body: CreateDepartmentBodySchema,
  response: responses(DepartmentWithPathSchema),
};

export const updateDepartmentRoute = {
  tags,
  summary: 'Renames a department, names its leader (an active user) and sets its order',
  params: IdParams,
  body: UpdateDepartmentBodySchema,
  response: responses(DepartmentWithPathSchema),
};

export const moveDepartmentRoute = {
  tags,
  summary: 'Moves a department under another parent; never under itself or one of its descendants',
  params: IdParams,
  body: MoveDepartmentBodySchema,
  response: responses(DepartmentWithPathSchema),
};

export const reorderDepartmentsRoute = {
  tags,
  summary: "Orders a parent's children: every child, in the new order",
  body: ReorderDepartmentsBodySchema,
  response: responses(Type.Array(DepartmentNodeSchema)),
};

export const disableDepartmentRoute = {
  tags,
  summary:
    'Disables a department and its sub-departments; refused while they have active users unless moveUsersTo names where the users go',
  params: IdParams,
  body: DisableDepartmentBodySchema,
  response: responses(DepartmentWithPathSchema),
};

export const enableDepartmentRoute = {
  tags,
  summary: 'Enables a department (its parent must be active)',
  params: IdParams,
  body: Type.Object({ version: Version }),
  response: responses(DepartmentWithPathSchema),
};
