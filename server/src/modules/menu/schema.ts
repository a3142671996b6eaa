import { AccessItemSchema, MenuItemSchema } from '@pm/domain/shapes/menu';
import { Type } from 'typebox';
import { responses } from '../../http/envelope';

const tags = ['menu'];

export const menuListRoute = {
  tags,
  summary: "The signed-in user's menu tree: nodes without a permission key, or whose key the user holds",
  response: responses(Type.Array(MenuItemSchema)),
};

export const accessListRoute = {
  tags,
  summary: 'Every permission key and button code the signed-in user holds',
  response: responses(Type.Array(AccessItemSchema)),
};
