import { Type } from 'typebox';
import { SystemUserItemSchema, USER_STATUSES } from '@pm/domain/shapes/system-user';
import { pageOf } from '@pm/domain/shapes/primitives';
import { responses } from '../../http/envelope';
import { listQuerySchema } from '../../http/list-query';

export const USER_SORT_FIELDS = ['username', 'name', 'status', 'createdAt'] as const;

export const UserListQuery = listQuerySchema(USER_SORT_FIELDS, {
  status: Type.Optional(Type.Enum(USER_STATUSES)),
});

export const listUsersRoute = {
  tags: ['users'],
  summary: 'Staff users, paged; mobile masked (keyword: any part of the username or name, or a whole mobile)',
  querystring: UserListQuery,
  response: responses(pageOf(SystemUserItemSchema)),
};
