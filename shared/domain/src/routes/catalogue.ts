import type { RouteMeta } from '../shapes/menu';
import type { RemoteName } from '../contracts/remote-registry';

/**
 * The staff route catalogue of the specification (§2), one record per route. The server seeds its menu and
 * permission tree from it; the shell's guards use it to know a path's name and meta; each remote owns the pages
 * under its prefixes. Names are the camel-cased path (`/project/list/detail` → `projectListDetail`).
 */
export interface CatalogueRoute {
  path: string;
  name: string;
  redirect?: string;
  owner: RemoteName | 'shell';
  meta: RouteMeta;
  children?: CatalogueRoute[];
}

export function routeName(path: string): string {
  return path
    .split(/[/-]/)
    .filter(Boolean)
    .map((part, index) => (index === 0 ? part : part.charAt(0).toUpperCase() + part.slice(1)))
    .join('');
}

interface LeafOptions {
  permission?: string;
  hidden?: string;
  redirect?: string;
  owner?: RemoteName | 'shell';
  ignoreCache?: boolean;
}

function leaf(
  group: string,
  sub: string,
  owner: RemoteName | 'shell',
  options: LeafOptions = {},
): CatalogueRoute {
  const path = `/${group}/${sub}`;
  const meta: RouteMeta = {
    locale: `menu.${group}.${routeName(sub)}`,
    requiresAuth: true,
    roles: ['*'],
  };
  if (options.permission) meta.permission = options.permission;
  if (options.hidden) {
    meta.hideInMenu = true;
    meta.activeMenu = routeName(options.hidden);
  }
  if (options.ignoreCache) meta.ignoreCache = true;
  const route: CatalogueRoute = { path, name: routeName(path), owner: options.owner ?? owner, meta };
  if (options.redirect) route.redirect = options.redirect;
  return route;
}

function group(
  path: string,
  permission: string | undefined,
  icon: string,
  order: number,
  children: CatalogueRoute[],
  extra: Partial<RouteMeta> = {},
): CatalogueRoute {
  const meta: RouteMeta = {
    locale: `menu.${path.slice(1)}`,
    requiresAuth: true,
    roles: ['*'],
    icon,
    order,
    ...extra,
  };
  if (permission) meta.permission = permission;
  return { path, name: routeName(path), owner: 'shell', meta, children };
}

const P = 'mf_projects' as const;
const F = 'mf_funds' as const;

export const staffRoutes: CatalogueRoute[] = [
  group('/home', 'dashboard', 'IconDashboard', 1, [
    leaf('home', 'workplace', 'shell', { permission: 'dashboard' }),
  ]),
  group('/project', 'projectManagement', 'IconApps', 2, [
    leaf('project', 'list', P, { permission: 'project' }),
    leaf('project', 'list/detail', P, { permission: 'project', hidden: '/project/list' }),
    leaf('project', 'list/create-sub-project', P, { permission: 'project', hidden: '/project/list' }),
    leaf('project', 'report/create', P, { permission: 'project', hidden: '/project/list' }),
    leaf('project', 'appropriation', F, {
      permission: 'fundPayment',
      redirect: '/project/appropriation/unverified',
      hidden: '/project/appropriation/unverified',
    }),
    leaf('project', 'appropriation/unverified', F, { permission: 'fundPayment' }),
    leaf('project', 'appropriation/wait', F, { permission: 'fundPayment' }),
    leaf('project', 'appropriation/already', F, { permission: 'fundPayment' }),
    leaf('project', 'appropriation/create', F, {
      permission: 'fundPayment',
      hidden: '/project/appropriation/unverified',
    }),
    leaf('project', 'budget', F, { permission: 'budget' }),
  ]),
  group('/submit', 'project', 'IconEdit', 3, [
    leaf('submit', 'apply', P, { permission: 'project' }),
    leaf('submit', 'protocol', P, { permission: 'project' }),
  ]),
  group('/related', 'related', 'IconUserGroup', 4, [
    leaf('related', 'benefit', 'mf_related', {
      permission: 'beneficiary',
      redirect: '/related/benefit/person',
      hidden: '/related/benefit/person',
    }),
    leaf('related', 'benefit/person', 'mf_related', { permission: 'beneficiary' }),
    leaf('related', 'benefit/person/detail', 'mf_related', {
      permission: 'beneficiary',
      hidden: '/related/benefit/person',
    }),
    leaf('related', 'benefit/company', 'mf_related', { permission: 'beneficiary' }),
    leaf('related', 'benefit/company/detail', 'mf_related', {
      permission: 'beneficiary',
      hidden: '/related/benefit/company',
    }),
    leaf('related', 'benefit/create', 'mf_related', {
      permission: 'beneficiary',
      hidden: '/related/benefit/person',
    }),
    leaf('related', 'partner', 'mf_related', {
      permission: 'partner',
      redirect: '/related/partner/company',
      hidden: '/related/partner/company',
    }),
    leaf('related', 'partner/company', 'mf_related', { permission: 'partner' }),
    leaf('related', 'partner/detail', 'mf_related', {
      permission: 'partner',
      hidden: '/related/partner/company',
    }),
    leaf('related', 'partner/create', 'mf_related', {
      permission: 'partner',
      hidden: '/related/partner/company',
    }),
    leaf('related', 'partner/create-support', 'mf_related', {
      permission: 'partner',
      hidden: '/related/partner/company',
    }),
    leaf('related', 'partner/supplier', 'mf_related', { permission: 'partner' }),
    leaf('related', 'volunteer', 'mf_related', { permission: 'volunteer' }),
    leaf('related', 'volunteer/detail', 'mf_related', {
      permission: 'volunteer',
      hidden: '/related/volunteer',
    }),
  ]),
  group('/archives', 'file', 'IconFile', 5, [
    leaf('archives', 'material', 'mf_archives', { permission: 'fileArchive' }),
    leaf('archives', 'approva', 'mf_archives', { permission: 'approve' }),
  ]),
  group('/system', 'setting', 'IconSettings', 6, [
    leaf('system', 'cert', 'mf_system', { permission: 'cert' }),
    leaf('system', 'cert/create', 'mf_system', { permission: 'cert', hidden: '/system/cert' }),
    leaf('system', 'report', 'mf_system', {
      permission: 'form',
      redirect: '/system/report/plan',
      hidden: '/system/report/plan',
    }),
    leaf('system', 'report/plan', 'mf_system', { permission: 'form' }),
    leaf('system', 'report/create-plan', 'mf_system', { permission: 'form', hidden: '/system/report/plan' }),
    leaf('system', 'report/template', 'mf_system', { permission: 'form' }),
    leaf('system', 'report/create-template', 'mf_system', {
      permission: 'form',
      hidden: '/system/report/template',
    }),
    leaf('system', 'department', 'mf_system', { permission: 'department' }),
    leaf('system', 'user', 'mf_system', { permission: 'auth' }),
    leaf('system', 'role', 'mf_system', { permission: 'auth', hidden: '/system/user' }),
    leaf('system', 'role/access', 'mf_system', { permission: 'auth', hidden: '/system/user' }),
    leaf('system', 'permission', 'mf_system', { permission: 'auth', hidden: '/system/user' }),
    leaf('system', 'files', 'mf_system', { permission: 'import' }),
    leaf('system', 'log', 'mf_system', { permission: 'log' }),
  ]),
  group(
    '/user',
    undefined,
    'IconUser',
    7,
    [leaf('user', 'info', 'shell'), leaf('user', 'setting', 'shell')],
    { hideInMenu: true },
  ),
];

/** The client portal's routes: no permission keys; clients get all of them as their menu. */
export const clientRoutes: CatalogueRoute[] = [
  group('/client', undefined, 'IconHome', 1, [
    leaf('client', 'home', 'mf_client'),
    leaf('client', 'finances', 'mf_client'),
    leaf('client', 'cert', 'mf_client'),
    leaf('client', 'report', 'mf_client'),
  ]),
];

/** Routes every signed-in user may open whatever the server menu says (guard 3's white list). */
export const whiteList = [
  'login',
  'clientLogin',
  'welcome',
  'notFound',
  'redirect',
  'exception403',
  'exception404',
  'exception500',
  'userInfo',
  'userSetting',
];

/** Routes that need no sign-in (guard 1). */
export const publicRouteNames = ['login', 'clientLogin', 'welcome'];

export const DEFAULT_STAFF_ROUTE = '/home/workplace';
export const DEFAULT_CLIENT_ROUTE = '/client/home';

export function flattenRoutes(routes: CatalogueRoute[]): CatalogueRoute[] {
  return routes.flatMap((route) => [route, ...flattenRoutes(route.children ?? [])]);
}
