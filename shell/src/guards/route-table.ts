import { clientRoutes, flattenRoutes, staffRoutes, type CatalogueRoute } from '@pm/domain/routes';

/** Shell-owned routes that are not in the staff catalogue (specification §2, "Routes without sign-in" and more). */
const shellRoutes: CatalogueRoute[] = [
  { path: '/login', name: 'login', owner: 'shell', meta: { locale: 'menu.login', requiresAuth: false } },
  {
    path: '/client/login',
    name: 'clientLogin',
    owner: 'shell',
    meta: { locale: 'menu.clientLogin', requiresAuth: false },
  },
  {
    path: '/welcome',
    name: 'welcome',
    owner: 'shell',
    meta: { locale: 'menu.welcome', requiresAuth: false },
  },
  {
    path: '/exception/403',
    name: 'exception403',
    owner: 'shell',
    meta: { locale: 'menu.exception.403', requiresAuth: true },
  },
  {
    path: '/exception/404',
    name: 'exception404',
    owner: 'shell',
    meta: { locale: 'menu.exception.404', requiresAuth: true },
  },
  {
    path: '/exception/500',
    name: 'exception500',
    owner: 'shell',
    meta: { locale: 'menu.exception.500', requiresAuth: true },
  },
];

/** `/redirect/:path` re-enters a page (the tab bar's reload); any path below it is this one route. */
const REDIRECT_PREFIX = '/redirect/';
const redirectRoute: CatalogueRoute = {
  path: '/redirect/:path',
  name: 'redirect',
  owner: 'shell',
  meta: { locale: 'menu.redirect', requiresAuth: true, hideInMenu: true },
};

const clientPortalRoutes: CatalogueRoute[] = [
  ...clientRoutes,
  {
    path: '/client',
    name: 'client',
    owner: 'shell',
    redirect: '/client/home',
    meta: { locale: 'menu.client', requiresAuth: true },
  },
];

function index(routes: CatalogueRoute[]): Map<string, CatalogueRoute> {
  return new Map(flattenRoutes(routes).map((route) => [route.path, route]));
}

const staffTable = index([
  ...shellRoutes,
  ...staffRoutes,
  {
    path: '/home',
    name: 'home',
    owner: 'shell',
    redirect: '/home/workplace',
    meta: { locale: 'menu.home', requiresAuth: true },
  },
]);
const clientTable = index([...shellRoutes, ...clientPortalRoutes]);

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The route record for a path on this host, or undefined (→ not-found). */
export function findRoute(pathname: string, clientHost: boolean): CatalogueRoute | undefined {
  if (pathname.startsWith(REDIRECT_PREFIX)) return redirectRoute;
  return (clientHost ? clientTable : staffTable).get(normalise(pathname));
}
