import { Type } from 'typebox';
import { USER_STATUSES } from '../../db/schema';
import { IsoDateTime, nullable, pageOf } from '@pm/domain/shapes/primitives';
import { responses } from '../../http/envelope';
import { listQuerySchema } from '../../http/list-query';

export const USER_SORT_FIELDS = ['username', 'name', 'status', 'createdAt'] as const;

export const UserItem = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  name: Type.String(),
  mobile: Type.String({ description: 'Masked; empty when none' }),
  email: Type.String(),
  departmentName: nullable(Type.String()),
  roles: Type.Array(Type.String(), { description: 'Role names' }),
  status: Type.Enum(USER_STATUSES),
  isAdmin: Type.Boolean(),
  createdAt: IsoDateTime,
});

export const UserListQuery = listQuerySchema(USER_SORT_FIELDS, {
  status: Type.Optional(Type.Enum(USER_STATUSES)),
});

export const listUsersRoute = {
  tags: ['users'],
  summary: 'Staff users, paged; mobile masked (keyword: any part of the username or name, or a whole mobile)',
  querystring: UserListQuery,
  response: responses(pageOf(UserItem)),
};
