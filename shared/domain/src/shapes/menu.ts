import { Type, type Static } from 'typebox';

/** Route meta (specification §3). */
export const RouteMetaSchema = Type.Object({
  locale: Type.String(),
  requiresAuth: Type.Boolean(),
  roles: Type.Optional(Type.Array(Type.String())),
  permission: Type.Optional(Type.String()),
  hideInMenu: Type.Optional(Type.Boolean()),
  /** Name of the menu entry to highlight while this (hidden) route is open. */
  activeMenu: Type.Optional(Type.String()),
  icon: Type.Optional(Type.String()),
  order: Type.Optional(Type.Integer()),
  ignoreCache: Type.Optional(Type.Boolean()),
  /**
   * Names an administrator gave the node (`/system/permission`), per language: shown instead of the `locale`
   * key's text where present.
   */
  title: Type.Optional(
    Type.Object({ 'zh-CN': Type.Optional(Type.String()), 'en-US': Type.Optional(Type.String()) }),
  ),
});

/** `GET /pm/sys_user/menu/list` item: a node of the signed-in user's menu tree. */
export const MenuItemSchema = Type.Cyclic(
  {
    MenuItem: Type.Object({
      path: Type.String(),
      name: Type.String(),
      redirect: Type.Optional(Type.String()),
      meta: RouteMetaSchema,
      children: Type.Optional(Type.Array(Type.Ref('MenuItem'))),
    }),
  },
  'MenuItem',
);

/** `GET /pm/sys_user/access/list` item: a permission key or button code the signed-in user holds. */
export const AccessItemSchema = Type.Object({ permission: Type.String() });

export type RouteMeta = Static<typeof RouteMetaSchema>;
export type MenuItem = Static<typeof MenuItemSchema>;
export type AccessItem = Static<typeof AccessItemSchema>;

/** The icons a menu node may show (the Arco icons the catalogue uses); the shell maps each name to its component. */
export const MENU_ICONS = [
  'IconDashboard',
  'IconApps',
  'IconEdit',
  'IconUserGroup',
  'IconFile',
  'IconSettings',
  'IconUser',
  'IconHome',
] as const;
export type MenuIcon = (typeof MENU_ICONS)[number];
