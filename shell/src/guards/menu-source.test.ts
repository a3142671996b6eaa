import type { UserState } from '@pm/domain/contracts';
import type { MenuItem } from '@pm/domain/shapes';
import type { CatalogueRoute } from '@pm/domain/routes';
import { catalogueMenu, firstLeafPath, menuNames, rolesForCheck } from './menu-source';

const meta = (order?: number, extra: Partial<MenuItem['meta']> = {}) => ({
  locale: 'x',
  requiresAuth: true,
  roles: ['*'],
  ...(order === undefined ? {} : { order }),
  ...extra,
});

const menu: MenuItem[] = [
  {
    path: '/system',
    name: 'system',
    meta: meta(6),
    children: [{ path: '/system/user', name: 'systemUser', meta: meta() }],
  },
  {
    path: '/project',
    name: 'project',
    meta: meta(2),
    children: [
      { path: '/project/appropriation', name: 'projectAppropriation', redirect: '/x', meta: meta() },
      {
        path: '/project/list/detail',
        name: 'projectListDetail',
        meta: meta(undefined, { hideInMenu: true }),
      },
      { path: '/project/list', name: 'projectList', meta: meta() },
    ],
  },
];

describe('menuNames', () => {
  it('collects every name, hidden ones too', () => {
    expect([...menuNames(menu)].sort()).toEqual(
      ['project', 'projectAppropriation', 'projectList', 'projectListDetail', 'system', 'systemUser'].sort(),
    );
  });
});

describe('firstLeafPath', () => {
  it('gives the first visible page in menu order, skipping hidden and redirect records', () => {
    expect(firstLeafPath(menu)).toBe('/project/list');
    expect(firstLeafPath([])).toBeUndefined();
  });
});

describe('rolesForCheck', () => {
  it('matches the acting role and the server roles', () => {
    expect(rolesForCheck('user', { role: ['finance'] } as UserState)).toEqual(['user', 'finance']);
    expect(rolesForCheck('admin', null)).toEqual(['admin']);
  });
});

describe('catalogueMenu', () => {
  const routes: CatalogueRoute[] = [
    {
      path: '/a',
      name: 'a',
      owner: 'shell',
      meta: meta(1, { roles: ['admin'] }),
      children: [{ path: '/a/b', name: 'aB', owner: 'shell', meta: meta() }],
    },
    {
      path: '/c',
      name: 'c',
      owner: 'shell',
      meta: meta(2),
      children: [
        { path: '/c/d', name: 'cD', owner: 'shell', meta: meta(undefined, { roles: ['admin'] }) },
        { path: '/c/e', name: 'cE', owner: 'mf_projects', meta: meta(undefined, { roles: ['user'] }) },
      ],
    },
  ];

  it('keeps the routes the roles pass, children filtered too, without the owner field', () => {
    const forUser = catalogueMenu(['user'], routes);
    expect(forUser).toEqual([
      {
        path: '/c',
        name: 'c',
        meta: meta(2),
        children: [{ path: '/c/e', name: 'cE', meta: routes[1]?.children?.[1]?.meta }],
      },
    ]);
    expect(firstLeafPath(forUser)).toBe('/c/e');
    expect(menuNames(catalogueMenu(['admin'], routes))).toEqual(new Set(['a', 'aB', 'c', 'cD']));
  });

  it('keeps the whole staff catalogue for any role, every route listing *', () => {
    expect(menuNames(catalogueMenu(['user'])).has('systemUser')).toBe(true);
  });
});
