import { Type } from 'typebox';
import { responses } from '../../http/envelope';

const RouteMetaSchema = Type.Object({
  locale: Type.String(),
  requiresAuth: Type.Boolean(),
  roles: Type.Optional(Type.Array(Type.String())),
  permission: Type.Optional(Type.String()),
  hideInMenu: Type.Optional(Type.Boolean()),
  activeMenu: Type.Optional(Type.String()),
  icon: Type.Optional(Type.String()),
  order: Type.Optional(Type.Integer()),
  ignoreCache: Type.Optional(Type.Boolean()),
});

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

const tags = ['menu'];

export const menuListRoute = {
  tags,
  summary: "The signed-in user's menu tree: nodes without a permission key, or whose key the user holds",
  response: responses(Type.Array(MenuItemSchema)),
};

export const accessListRoute = {
  tags,
  summary: 'Every permission key and button code the signed-in user holds',
  response: responses(Type.Array(Type.Object({ permission: Type.String() }))),
};
