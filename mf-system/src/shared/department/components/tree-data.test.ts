import type { DepartmentNode } from '@pm/domain/shapes';
import { shiftedOrder, toTreeData } from './tree-data';

const node = (id: number, parentId: number | null, more: Partial<DepartmentNode> = {}): DepartmentNode => ({
  id,
  name: `部门${id}`,
  parentId,
  sort: 0,
  leaderId: null,
  leaderName: null,
  status: 'active',
  version: 1,
  childCount: 0,
  activeUserCount: 0,
  ...more,
});

describe('toTreeData', () => {
  const levels = new Map([
    ['root', [node(1, null, { childCount: 2 }), node(9, null)]],
    ['1', [node(2, 1, { childCount: 1 }), node(3, 1, { status: 'disabled' })]],
  ]);

  it('nests the loaded levels and leaves unloaded ones expandable', () => {
    const data = toTreeData(levels);
    expect(data.map((item) => item.key)).toEqual(['1', '9']);
    expect(data[0]?.children?.map((item) => item.key)).toEqual(['2', '3']);
    expect(data[0]?.children?.[0]).toMatchObject({ isLeaf: false });
    expect(data[0]?.children?.[0]).not.toHaveProperty('children');
    expect(data[1]).toMatchObject({ isLeaf: true });
  });

  it('leaves out the branch being moved and disables inactive departments for a picker', () => {
    const data = toTreeData(levels, { excludeId: 2, disableInactive: true });
    expect(data[0]?.children?.map((item) => [item.key, item.disabled])).toEqual([['3', true]]);
  });
});

describe('shiftedOrder', () => {
  it('swaps a department with its neighbour', () => {
    expect(shiftedOrder([1, 2, 3], 2, -1)).toEqual([2, 1, 3]);
    expect(shiftedOrder([1, 2, 3], 2, 1)).toEqual([1, 3, 2]);
  });

  it('cannot move past either end', () => {
    expect(shiftedOrder([1, 2, 3], 1, -1)).toBeNull();
    expect(shiftedOrder([1, 2, 3], 3, 1)).toBeNull();
  });
});
