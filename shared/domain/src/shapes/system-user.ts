import { Type, type Static } from 'typebox';
import { IsoDateTime, nullable } from './primitives';

export const USER_STATUSES = ['active', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** A row of the staff user list (`GET /pm/users`): mobile masked by the server. */
export const SystemUserItemSchema = Type.Object({
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

export type SysUserListItem = Static<typeof SystemUserItemSchema>;
