import type { PermissionNode } from '@pm/domain/shapes';
import { checkedLeafKeys, grantedIds, isPage, nodeLabel, treeData } from './tree-data';

const node = (
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
  locale: `menu.n${id}`,
  titleZh: null,
  titleEn: null,
  icon: null,
  order: id,
  hidden: false,
  builtIn: true,
  children,
  ...over,
});

const button = node(3, {
  kind: 'button',
  name: 'project:create',
  code: 'project:create',
  path: '',
  locale: null,
});
const page = node(2, {}, [button]);
const group = node(1, {}, [page, node(4)]);
const translate = (key: string) => `text ${key}`;

describe('permission tree data', () => {
  it('names a node by its custom name in the page language, else the catalogue text; a button by its code', () => {
    expect(nodeLabel(node(9, { titleZh: '相关方', titleEn: 'Stakeholders' }), 'en-US', translate)).toBe(
      'Stakeholders',
    );
    expect(nodeLabel(node(9, { titleZh: '相关方' }), 'en-US', translate)).toBe('text menu.n9');
    expect(nodeLabel(node(9, { titleZh: ' ' }), 'zh-CN', translate)).toBe('text menu.n9');
    expect(nodeLabel(button, 'zh-CN', translate)).toBe('project:create');
    expect(treeData([group], (n) => n.name)[0]!.children![0]!.children![0]!.key).toBe('3');
  });

  it('checks granted leaves only, so a granted parent does not check its children', () => {
    expect(checkedLeafKeys([group], [1, 2])).toEqual([]);
    expect(checkedLeafKeys([group], [1, 2, 3, 4])).toEqual(['3', '4']);
  });

  it('grants the checked nodes and every ancestor of a checked one', () => {
    expect(grantedIds([group], ['3'])).toEqual([1, 2, 3]);
    expect(grantedIds([group], ['4', '4'])).toEqual([1, 4]);
    expect(grantedIds([group], [])).toEqual([]);
  });

  it('takes a menu node without menu children as a page', () => {
    expect(isPage(page)).toBe(true);
    expect(isPage(group)).toBe(false);
    expect(isPage(button)).toBe(false);
  });
});
