/** Route meta (specification §3). */
export interface RouteMeta {
  locale: string;
  requiresAuth: boolean;
  roles?: string[];
  permission?: string;
  hideInMenu?: boolean;
  /** Name of the menu entry to highlight while this (hidden) route is open. */
  activeMenu?: string;
  icon?: string;
  order?: number;
  ignoreCache?: boolean;
}

/** `GET /pm/sys_user/menu/list` item. */
export interface MenuItem {
  path: string;
  name: string;
  redirect?: string;
  meta: RouteMeta;
  children?: MenuItem[];
}
