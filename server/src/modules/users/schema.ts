import { Type } from 'typebox';
import { Id, Version } from '@pm/domain/shapes/integers';
import {
  CreateUserBodySchema,
  OneTimePasswordSchema,
  SystemUserDetailSchema,
  SystemUserItemSchema,
  UpdateUserBodySchema,
  UserPickSchema,
  USER_STATUSES,
} from '@pm/domain/shapes/system-user';
import { pageOf } from '@pm/domain/shapes/primitives';
import { responses } from '../../http/envelope';
import { listQuerySchema } from '../../http/list-query';
import { IdParams } from '../records/schema';

export const USER_SORT_FIELDS = ['username', 'name', 'status', 'createdAt'] as const;

export const UserListQuery = listQuerySchema(USER_SORT_FIELDS, {
  status: Type.Optional(Type.Enum(USER_STATUSES)),
  departmentId: Type.Optional(Id({ description: 'The department or any department below it' })),
  roleId: Type.Optional(Id({ description: 'Users holding this role' })),
});

const tags = ['users'];

export const listUsersRoute = {
  tags,
  summary: 'Staff users, paged; mobile masked (keyword: any part of the username or name, or a whole mobile)',
  querystring: UserListQuery,
  response: responses(pageOf(SystemUserItemSchema)),
};

export const userDetailRoute = {
  tags,
  summary: 'One staff user as the edit form loads it',
  params: IdParams,
  response: responses(SystemUserDetailSchema),
};

export const createUserRoute = {
  tags,
  summary:
    'Creates a staff user; the answer carries a one-time password, shown once, that must be changed at sign-in',
  body: CreateUserBodySchema,
  response: responses(OneTimePasswordSchema),
};

export const updateUserRoute = {
  tags,
  summary: "Edits a staff user (never one's own roles or administrator flag)",
  params: IdParams,
  body: UpdateUserBodySchema,
  response: responses(SystemUserDetailSchema),
};

const VersionBody = Type.Object({ version: Version });

export const disableUserRoute = {
  tags,
  summary:
    'Disables a staff user: their sessions end at once (the next call is a 401); never oneself or the last administrator',
  params: IdParams,
  body: VersionBody,
  response: responses(SystemUserDetailSchema),
};

export const enableUserRoute = {
  tags,
  summary: 'Enables a disabled staff user',
  params: IdParams,
  body: VersionBody,
  response: responses(SystemUserDetailSchema),
};

export const unlockUserRoute = {
  tags,
  summary: "Clears the sign-in lockout of the user's account (from every address)",
  params: IdParams,
  response: responses(SystemUserDetailSchema),
};

export const resetPasswordRoute = {
  tags,
  summary:
    "Resets a user's password to a one-time password (shown once); their sessions end and they must change it",
  params: IdParams,
  body: VersionBody,
  response: responses(OneTimePasswordSchema),
};

export const allUsersRoute = {
  tags,
  summary: 'Active staff users for pickers (specification: GET /pm/sys_user/user/all)',
  response: responses(Type.Array(UserPickSchema)),
};
