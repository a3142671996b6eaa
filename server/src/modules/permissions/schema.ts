import { Type } from 'typebox';
import {
  ButtonCodeBody,
  MenuNodeBody,
  PermissionNodeBody,
  PermissionNodeSchema,
} from '@pm/domain/shapes/permission';
import { responses } from '../../http/envelope';
import { IdParams } from '../records/schema';

const tags = ['permissions'];
const tree = responses(Type.Array(PermissionNodeSchema));

export const permissionTreeRoute = {
  tags,
  summary: 'The whole menu/permission tree (menu groups, pages, button codes)',
  response: tree,
};

export const updateMenuNodeRoute = {
  tags,
  summary:
    "A menu node's names (zh/en; blank: the catalogue's), icon, order and hidden flag; answers the tree",
  params: IdParams,
  body: PermissionNodeBody,
  response: tree,
};

export const addButtonRoute = {
  tags,
  summary: 'Adds a button code (`key:action`, unique) under a page node; answers the tree',
  params: IdParams,
  body: ButtonCodeBody,
  response: tree,
};

export const removeButtonRoute = {
  tags,
  summary: 'Removes a button code added here (the seeded ones guard routes and stay); answers the tree',
  params: IdParams,
  response: tree,
};

export const addMenuNodeRoute = {
  tags,
  summary:
    'Adds the menu node of a catalogue path missing from the tree (any other path: 422); answers the tree',
  body: MenuNodeBody,
  response: tree,
};
