import type { Page } from '@pm/domain/contracts';
import type { PermissionNode, RoleListItem } from '@pm/domain/shapes';

export const pageOf = <T>(list: T[]): Page<T> => ({ list, total: list.length, page: 1, pageSize: 10 });

export const roleRow = (over: Partial<RoleListItem> = {}): RoleListItem => ({
  id: 5,
  code: 'reviewer',
  name: '评审员',
  nameEn: 'Reviewer',
  description: '',
  status: 'active',
  dataScope: 'departmentTree',
  sort: 3,
  userCount: 0,
  builtIn: false,
  version: 2,
  createdAt: '2026-01-05T02:00:00.000Z',
  ...over,
});

export const permissionNode = (
  id: number,
  over: Partial<PermissionNode> = {},
  children: PermissionNode[] = [],
): PermissionNode => ({
  id,
  parentId: null,
  kind: 'menu',
  name: `node${id}`,
  code: null,
  path: `/n${id}`,
  locale: null,
  titleZh: null,
  titleEn: null,
  icon: null,
  order: id,
  hidden: false,
  builtIn: true,
  children,
  ...over,
});

/** 项目管理 › 项目列表 › project:create, project:archive (added here). */
export const projectTree = (): PermissionNode[] => [
  permissionNode(
    1,
    {
      name: 'project',
      locale: 'menu.project',
      code: 'projectManagement',
      path: '/project',
      icon: 'IconApps',
    },
    [
      permissionNode(
        2,
        {
          name: 'projectList',
          locale: 'menu.project.list',
          code: 'project',
          path: '/project/list',
          parentId: 1,
        },
        [
          permissionNode(3, {
            kind: 'button',
            name: 'project:create',
            code: 'project:create',
            path: '',
            parentId: 2,
          }),
          permissionNode(4, {
            kind: 'button',
            name: 'project:archive',
            code: 'project:archive',
            path: '',
            parentId: 2,
            builtIn: false,
          }),
        ],
      ),
    ],
  ),
];
