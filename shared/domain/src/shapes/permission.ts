import { Type, type Static } from 'typebox';
import { Id } from './integers';
import { nullable } from './primitives';

/**
 * The menu/permission tree (`/system/permission`, `/system/role/access`): a menu node per catalogue route, button
 * nodes under the page they act on. `locale` is the catalogue's text key; `titleZh`/`titleEn` an administrator's
 * names for the node (null: the catalogue's text).
 */
export const PERMISSION_KINDS = ['menu', 'button'] as const;

/** A button code: `<key>:<action>` (`project:create`). */
export const BUTTON_CODE_PATTERN = /^[a-z][A-Za-z0-9]{0,39}:[a-z][A-Za-z0-9]{0,39}$/;

export const PermissionNodeSchema = Type.Cyclic(
  {
    PermissionNode: Type.Object({
      id: Type.Integer(),
      parentId: nullable(Type.Integer()),
      kind: Type.Enum(PERMISSION_KINDS),
      name: Type.String(),
      code: nullable(Type.String()),
      path: Type.String(),
      locale: nullable(Type.String()),
      titleZh: nullable(Type.String()),
      titleEn: nullable(Type.String()),
      icon: nullable(Type.String()),
      order: Type.Integer(),
      hidden: Type.Boolean(),
      /** A button the server checks (seeded): it cannot be removed. */
      builtIn: Type.Boolean(),
      children: Type.Array(Type.Ref('PermissionNode')),
    }),
  },
  'PermissionNode',
);

/** `GET /pm/roles/:id/access`: the whole tree and the nodes the role holds. */
export const RoleAccessSchema = Type.Object({
  roleId: Type.Integer(),
  version: Type.Integer(),
  tree: Type.Array(PermissionNodeSchema),
  checkedIds: Type.Array(Type.Integer()),
});

/** `PUT /pm/permissions/:id`: how a menu node shows (a blank name keeps the catalogue's text). */
export const PermissionNodeBody = Type.Object({
  titleZh: Type.String({ maxLength: 50, default: '' }),
  titleEn: Type.String({ maxLength: 50, default: '' }),
  icon: Type.String({ maxLength: 50, default: '' }),
  order: Type.Integer({ minimum: 0, maximum: 9999 }),
  hidden: Type.Boolean(),
});

/** `POST /pm/permissions/:id/buttons`: a new button code under a page node. */
export const ButtonCodeBody = Type.Object({ code: Type.String({ maxLength: 81, default: '' }) });

/** `POST /pm/permissions/menu`: a menu node for a catalogue path missing from the tree. */
export const MenuNodeBody = Type.Object({ path: Type.String({ maxLength: 200, default: '' }) });

export const PermissionParams = Type.Object({ id: Id() });

export type PermissionNode = Static<typeof PermissionNodeSchema>;
export type RoleAccess = Static<typeof RoleAccessSchema>;
export type PermissionNodeValues = Static<typeof PermissionNodeBody>;
