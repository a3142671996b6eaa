import { passesRoleCheck } from '@pm/domain/auth';
import type { UserRole, UserState } from '@pm/domain/contracts';
import type { MenuItem } from '@pm/domain/shapes';
import { staffRoutes, type CatalogueRoute } from '@pm/domain/routes';

/** Names of every route of a menu tree, visible or hidden (guard 3 allows a route named there). */
export function menuNames(menu: readonly MenuItem[]): Set<string> {
  const names = new Set<string>();
  const walk = (items: readonly MenuItem[]) =>
    items.forEach((item) => {
      names.add(item.name);
      walk(item.children ?? []);
    });
  walk(menu);
  return names;
}

/** The first page a menu shows, in menu order: where a role goes when it may not open what it asked for. */
export function firstLeafPath(menu: readonly MenuItem[]): string | undefined {
  const sorted = [...menu].sort((a, b) => (a.meta.order ?? 0) - (b.meta.order ?? 0));
  for (const item of sorted) {
    if (item.meta.hideInMenu || item.redirect) continue;
    if (!item.children?.length) return item.path;
    const child = firstLeafPath(item.children);
    if (child) return child;
  }
  return undefined;
}

/**
 * The roles the role check (guard 4) matches: the role the user acts as ('admin' | 'user', switched from the
 * avatar menu) plus the server's role names, as the 'permission' element check does (toPermissionSubject).
 */
export function rolesForCheck(userRole: UserRole, user: UserState | null): string[] {
  return [userRole, ...(user?.role ?? [])];
}

/**
 * The menu when it does not come from the server (setting 'menu from server' off): the staff route catalogue,
 * keeping the routes whose role check passes, with their children filtered the same way.
 */
export function catalogueMenu(
  roles: readonly string[],
  routes: readonly CatalogueRoute[] = staffRoutes,
): MenuItem[] {
  return routes
    .filter((route) => passesRoleCheck(route.meta, roles))
    .map(({ owner: _owner, children, ...item }) =>
      children ? { ...item, children: catalogueMenu(roles, children) } : item,
    );
}
