import type { RouteMeta } from '../shapes/menu';

/** The 'permission' directive's argument must be an array (specification §5); anything else is a coding error. */
function assertRoles(value: unknown): string[] {
  if (!Array.isArray(value)) throw new Error('need roles!');
  return value as string[];
}

/**
 * Guard 4 (specification §2): passes when the route does not require auth, has no roles, lists '*', or lists one
 * of the user's roles.
 */
export function passesRoleCheck(meta: RouteMeta | undefined, userRoles: readonly string[]): boolean {
  if (!meta?.requiresAuth) return true;
  const roles = meta.roles ?? [];
  if (roles.length === 0 || roles.includes('*')) return true;
  return roles.some((role) => userRoles.includes(role));
}

/**
 * The 'permission' directive (specification §6): true when the user's role is in the list. The shell's role
 * switch gives one role ('admin' | 'user'); the server's roles give several, so both are accepted.
 */
export function hasRole(userRole: string | readonly string[], roles: unknown): boolean {
  const wanted = assertRoles(roles);
  const held = typeof userRole === 'string' ? [userRole] : userRole;
  return wanted.some((role) => held.includes(role));
}
