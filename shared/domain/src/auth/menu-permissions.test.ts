import type { MenuItem, PermissionNode } from '../contracts/menu';
import { filterMenuByPermissions, flattenPermissions } from './menu-permissions';

const tree: PermissionNode[] = [
  {
    id: 1,
    permission: 'projectManagement',
    children: [
      { id: 2, permission: 'project' },
      { id: 3, permission: 'fundPayment', children: [{ id: 4, permission: 'budget' }] },
    ],
  },
  { id: 5, permission: 'related', children: [{ id: 6, permission: 'project' }] },
];

function item(name: string, permission?: string, children?: MenuItem[]): MenuItem {
  const meta = {
    locale: `menu.${name}`,
    requiresAuth: true,
    roles: ['*'],
    ...(permission ? { permission } : {}),
  };
  return { path: `/${name}`, name, meta, ...(children ? { children } : {}) };
}

describe('flattenPermissions (specification §6: the permission tree is flattened)', () => {
  it('lists every key of the tree, parents first, each once', () => {
    expect(flattenPermissions(tree)).toEqual([
      'projectManagement',
      'project',
      'fundPayment',
      'budget',
      'related',
    ]);
  });

  it('gives nothing for an empty tree and skips empty keys', () => {
    expect(flattenPermissions([])).toEqual([]);
    expect(flattenPermissions([{ id: 1, permission: '' }])).toEqual([]);
  });
});

describe('filterMenuByPermissions (only routes whose key is in the list are kept, with their children)', () => {
  const menu = [
    item('project', 'projectManagement', [item('projectList', 'project'), item('projectBudget', 'budget')]),
    item('system', 'setting', [item('systemLog', 'log')]),
    item('user', undefined, [item('userInfo'), item('userSetting')]),
  ];

  it('keeps routes whose key is listed and filters their children the same way', () => {
    const result = filterMenuByPermissions(menu, ['projectManagement', 'project', 'log']);
    expect(result.map((route) => route.name)).toEqual(['project', 'user']);
    expect(result[0]?.children?.map((route) => route.name)).toEqual(['projectList']);
  });

  it('keeps routes without a permission key', () => {
    const result = filterMenuByPermissions(menu, []);
    expect(result.map((route) => route.name)).toEqual(['user']);
    expect(result[0]?.children?.map((route) => route.name)).toEqual(['userInfo', 'userSetting']);
  });

  it('drops the children of a dropped parent even when their own key is listed', () => {
    expect(filterMenuByPermissions(menu, new Set(['log'])).map((route) => route.name)).toEqual(['user']);
  });

  it('keeps a listed group whose children all go, with no children', () => {
    const result = filterMenuByPermissions(menu, new Set(['setting']));
    expect(result.find((route) => route.name === 'system')?.children).toEqual([]);
  });

  it('does not change the menu it is given', () => {
    const copy = JSON.parse(JSON.stringify(menu)) as MenuItem[];
    filterMenuByPermissions(menu, ['projectManagement']);
    expect(menu).toEqual(copy);
  });
});
