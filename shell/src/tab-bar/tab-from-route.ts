import { DEFAULT_CLIENT_ROUTE, DEFAULT_STAFF_ROUTE, type CatalogueRoute } from '@pm/domain/routes';
import { findRoute } from '../guards/route-table';
import type { Tab } from './tab-bar-slice';

/** The tab for a route opened at `pathname` + `search`. */
export function tabFromRoute(route: CatalogueRoute, pathname: string, search: string): Tab {
  return {
    title: route.meta.locale,
    name: route.name,
    fullPath: `${pathname}${search}`,
    query: Object.fromEntries(new URLSearchParams(search)),
    ignoreCache: Boolean(route.meta.ignoreCache),
  };
}

/** The tab that is always there: the host's default route (specification §9). */
export function defaultTab(clientHost: boolean): Tab {
  const path = clientHost ? DEFAULT_CLIENT_ROUTE : DEFAULT_STAFF_ROUTE;
  const route = findRoute(path, clientHost);
  if (!route) throw new Error(`The default route ${path} is missing from the route table`);
  return tabFromRoute(route, path, '');
}
