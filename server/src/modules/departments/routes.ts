import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { staffAccess as staff } from '../../plugins/access-control';
import {
  createDepartmentRoute,
  departmentChildrenRoute,
  departmentDetailRoute,
  disableDepartmentRoute,
  enableDepartmentRoute,
  moveDepartmentRoute,
  reorderDepartmentsRoute,
  searchDepartmentsRoute,
  updateDepartmentRoute,
} from './schema';
import { disableDepartment, enableDepartment } from './status';
import { childrenOf, departmentWithPath, searchDepartments } from './tree';
import { createDepartment, moveDepartment, reorderDepartments, updateDepartment } from './write';

/** The key to each change of the tree. */
export const DEPARTMENT_MANAGE = 'department:manage';

/** Departments (`/system/department`): reading needs the key `department`, every change `department:manage`. */
export const departmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/pm/departments',
    { schema: departmentChildrenRoute, config: staff('department') },
    async (request) => ok(await childrenOf(app.db, request.query.parentId ?? null)),
  );

  app.get(
    '/pm/departments/search',
    { schema: searchDepartmentsRoute, config: staff('department') },
    async (request) => ok(await searchDepartments(app.db, request.query.keyword)),
  );

  app.get(
    '/pm/departments/:id',
    { schema: departmentDetailRoute, config: staff('department') },
    async (request) => ok(await departmentWithPath(app.db, request, request.params.id)),
  );

  app.post(
    '/pm/departments',
    { schema: createDepartmentRoute, config: staff(DEPARTMENT_MANAGE) },
    async (request) => ok(await app.db.transaction((tx) => createDepartment(tx, request, request.body))),
  );

  app.post(
    '/pm/departments/reorder',
    { schema: reorderDepartmentsRoute, config: staff(DEPARTMENT_MANAGE) },
    async (request) => ok(await app.db.transaction((tx) => reorderDepartments(tx, request, request.body))),
  );

  app.put(
    '/pm/departments/:id',
    { schema: updateDepartmentRoute, config: staff(DEPARTMENT_MANAGE) },
    async (request) =>
      ok(await app.db.transaction((tx) => updateDepartment(tx, request, request.params.id, request.body))),
  );

  app.post(
    '/pm/departments/:id/move',
    { schema: moveDepartmentRoute, config: staff(DEPARTMENT_MANAGE) },
    async (request) =>
      ok(await app.db.transaction((tx) => moveDepartment(tx, request, request.params.id, request.body))),
  );

  app.post(
    '/pm/departments/:id/disable',
    { schema: disableDepartmentRoute, config: staff(DEPARTMENT_MANAGE) },
    async (request) =>
      ok(await app.db.transaction((tx) => disableDepartment(tx, request, request.params.id, request.body))),
  );

  app.post(
    '/pm/departments/:id/enable',
    { schema: enableDepartmentRoute, config: staff(DEPARTMENT_MANAGE) },
    async (request) =>
      ok(
        await app.db.transaction((tx) =>
          enableDepartment(tx, request, request.params.id, request.body.version),
        ),
      ),
  );
};
