import type { Rule, UserState } from '../contracts/user';
import type { ButtonPermissionSubject } from './button-permission';

/** Everything the 'permission' and 'btn' checks need to know about the signed-in person. */
export interface PermissionSubject extends ButtonPermissionSubject {
  /** Roles the 'permission' check matches against. */
  roles: readonly string[];
}

/** Nobody signed in: every role and button check fails (except 'btn' on the portal, which never checks). */
export const ANONYMOUS_SUBJECT: PermissionSubject = { rule: null, roles: [], isAdmin: 0, accessList: [] };

export interface PermissionSubjectSource {
  rule: Rule | null;
  user: UserState | null;
  /** Defaults to the user's own access list. */
  accessList?: readonly string[];
  /** The shell's switchable role ('admin' | 'user', specification §4), matched besides the server's role names. */
  userRole?: string;
}

/** Builds the subject from what the shell holds or what a remote receives in its RemoteProps. */
export function toPermissionSubject({
  rule,
  user,
  accessList,
  userRole,
}: PermissionSubjectSource): PermissionSubject {
  const roles = [...(userRole ? [userRole] : []), ...(user?.role ?? [])];
  return {
    rule,
    roles,
    isAdmin: user?.is_admin ?? 0,
    accessList: accessList ?? user?.accessList ?? [],
  };
}
