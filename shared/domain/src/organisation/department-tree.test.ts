import { isInBranch, moveRefusal, orderedSorts } from './department-tree';

describe('moveRefusal', () => {
  // 1 ─ 2 ─ 3 ─ 4, and 5 beside 2 under 1.
  it('allows a move to the root', () => {
    expect(moveRefusal(3, null, [])).toBeNull();
  });

  it('allows a move under a sibling or an unrelated branch', () => {
    expect(moveRefusal(2, 5, [1])).toBeNull();
    expect(moveRefusal(4, 1, [])).toBeNull();
  });

  it('refuses the node itself as its parent', () => {
    expect(moveRefusal(3, 3, [2, 1])).toBe('self');
  });

  it('refuses a child or any deeper descendant as the new parent', () => {
    expect(moveRefusal(2, 3, [2, 1])).toBe('descendant');
    expect(moveRefusal(2, 4, [3, 2, 1])).toBe('descendant');
    expect(moveRefusal(1, 4, [3, 2, 1])).toBe('descendant');
  });
});

describe('isInBranch', () => {
  it('says whether a path passes through the branch', () => {
    expect(isInBranch([1, 2, 3], 2)).toBe(true);
    expect(isInBranch([1, 2, 3], 3)).toBe(true);
    expect(isInBranch([1, 5], 2)).toBe(false);
  });
});

describe('orderedSorts', () => {
  it('numbers siblings in the order given', () => {
    expect(orderedSorts([7, 3, 9])).toEqual([
      { id: 7, sort: 1 },
      { id: 3, sort: 2 },
      { id: 9, sort: 3 },
    ]);
  });

  it('refuses a repeated id', () => {
    expect(orderedSorts([7, 7])).toBeNull();
  });
});
