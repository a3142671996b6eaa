import type { Rule } from '../contracts/user';

/** The 'btn' directive's argument must be an array of codes (specification §5). */
function assertPermissionCodes(value: unknown): string[] {
  if (!Array.isArray(value)) throw new Error('need permission!');
  return value as string[];
}

export interface ButtonPermissionSubject {
  rule: Rule | null;
  /** 1 means administrator (specification §3). */
  isAdmin?: number;
  accessList: readonly string[];
}

/**
 * The 'btn' directive (specification §6): shows the element when is_admin is 1 or the access list holds at least
 * one of the codes. It does nothing for clients, so for them the element always stays; that is checked before the
 * argument is validated, so the portal never fails on a button's codes.
 */
export function hasButtonPermission(
  { rule, isAdmin, accessList }: ButtonPermissionSubject,
  codes: unknown,
): boolean {
  if (rule === 'client') return true;
  const wanted = assertPermissionCodes(codes);
  if (isAdmin === 1) return true;
  return wanted.some((code) => accessList.includes(code));
}
