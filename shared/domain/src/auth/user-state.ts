import type { UserState } from '../contracts/user';
import type { AuthUser } from '../shapes/session';

/** The shell's user state from `/pm/auth_user` (specification §3): role is each role's name_en. */
export function toUserState(
  authUser: AuthUser,
  accessList: readonly string[],
  dictTree: unknown[] = [],
): UserState {
  const { roles, ...user } = authUser;
  return {
    ...user,
    role: (roles ?? []).map((role) => role.name_en),
    accessList: [...accessList],
    dictTree,
  };
}
