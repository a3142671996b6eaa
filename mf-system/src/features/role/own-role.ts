import type { UserState } from '@pm/domain/contracts';
import type { RoleOption } from '@pm/domain/shapes';

/**
 * Whether the signed-in user holds the role and may therefore not change it (no one raises their own rights;
 * administrators excepted). The user info names roles by `name_en`; the server decides either way.
 */
export function isOwnRole(
  user: Pick<UserState, 'role' | 'is_admin'> | null,
  role: RoleOption | undefined,
): boolean {
  if (!user || !role || user.is_admin === 1) return false;
  return (user.role ?? []).includes(role.nameEn);
}
