import { Type, type Static } from 'typebox';
import { Id, Version } from './integers';
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

/** A user as the edit form loads it: the whole mobile (the `auth` key's holders manage it), ids to pick. */
export const SystemUserDetailSchema = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  name: Type.String(),
  mobile: Type.String(),
  email: Type.String(),
  departmentId: nullable(Type.Integer()),
  departmentName: nullable(Type.String()),
  roleIds: Type.Array(Type.Integer()),
  status: Type.Enum(USER_STATUSES),
  isAdmin: Type.Boolean(),
  mustChangePassword: Type.Boolean(),
  /** Sign-in is locked after failed attempts (an administrator can unlock it). */
  locked: Type.Boolean(),
  version: Type.Integer(),
  createdAt: IsoDateTime,
});

const username = Type.String({
  minLength: 3,
  maxLength: 32,
  pattern: '^[A-Za-z0-9_.@-]+$',
  'x-message': {
    required: 'user.usernameRule',
    pattern: 'user.usernameRule',
    minLength: 'user.usernameRule',
  },
});
const userName = Type.String({
  maxLength: 50,
  pattern: '\\S',
  'x-message': { required: 'user.nameRequired', pattern: 'user.nameRequired' },
});
const mobile = Type.String({
  maxLength: 11,
  pattern: '^(1\\d{10})?$',
  default: '',
  'x-message': { pattern: 'user.mobileRule' },
});
const email = Type.String({
  maxLength: 100,
  pattern: '^([^\\s@]+@[^\\s@]+\\.[^\\s@]+)?$',
  default: '',
  'x-message': { pattern: 'user.emailRule' },
});
const roleIds = Type.Array(Id(), { maxItems: 50, default: [] });
const departmentId = Type.Union([Type.Null(), Id()], { default: null });

export const CreateUserBodySchema = Type.Object({
  username,
  name: userName,
  mobile,
  email,
  departmentId,
  roleIds,
  status: Type.Enum(USER_STATUSES, { default: 'active' }),
  isAdmin: Type.Boolean({ default: false }),
});

/** The username stays: it is the sign-in name (and the key its lockout is counted under). */
export const UpdateUserBodySchema = Type.Object({
  version: Version,
  name: userName,
  mobile,
  email,
  departmentId,
  roleIds,
  isAdmin: Type.Boolean({ default: false }),
});

/** A created user or a reset password: the one-time password appears in this answer and nowhere else. */
export const OneTimePasswordSchema = Type.Object({
  user: SystemUserDetailSchema,
  password: Type.String({ description: 'Shown once; the user must change it at the next sign-in' }),
});

/** A user pickers offer (`GET /pm/sys_user/user/all`): active users only. */
export const UserPickSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  username: Type.String(),
  departmentName: nullable(Type.String()),
});

export type SystemUserDetail = Static<typeof SystemUserDetailSchema>;
export type CreateUserBody = Static<typeof CreateUserBodySchema>;
export type UpdateUserBody = Static<typeof UpdateUserBodySchema>;
export type OneTimePassword = Static<typeof OneTimePasswordSchema>;
export type UserPick = Static<typeof UserPickSchema>;
