import { clientRoutes, flattenRoutes, staffRoutes, type CatalogueRoute } from '@pm/domain/routes';

/** Each catalogue route's parent group, by name. */
function parentsOf(routes: readonly CatalogueRoute[]): Map<string, CatalogueRoute> {
  const parents = new Map<string, CatalogueRoute>();
  const walk = (parent: CatalogueRoute) =>
    (parent.children ?? []).forEach((child) => {
      parents.set(child.name, parent);
      walk(child);
    });
  routes.forEach(walk);
  return parents;
}

const staffParents = parentsOf(staffRoutes);
const clientParents = parentsOf(clientRoutes);
const byName = new Map(flattenRoutes([...staffRoutes, ...clientRoutes]).map((route) => [route.name, route]));

/** Shell pages outside the catalogue, placed under a label of their own. */
const EXCEPTION_GROUP = 'menu.exception';

/**
 * The breadcrumb's locale keys, from the catalogue ancestry: the group, then — for a detail or create page — the
 * list it belongs to (its `activeMenu`), then the page itself.
 */
export function breadcrumbKeys(route: CatalogueRoute | undefined, clientHost: boolean): string[] {
  if (!route) return [];
  if (route.name.startsWith('exception')) return [EXCEPTION_GROUP, route.meta.locale];
  const parent = (clientHost ? clientParents : staffParents).get(route.name);
  if (!parent) return [route.meta.locale];
  const list =
    route.meta.activeMenu && route.meta.activeMenu !== route.name
      ? byName.get(route.meta.activeMenu)
      : undefined;
  return [parent.meta.locale, ...(list ? [list.meta.locale] : []), route.meta.locale];
}
