import { hasButtonPermission } from './button-permission';

describe("the 'btn' directive needs an array of codes (specification §5)", () => {
  const staff = { rule: 'user' as const, isAdmin: 0, accessList: ['project:add'] };

  it('takes an array', () => {
    expect(hasButtonPermission(staff, ['project:add'])).toBe(true);
  });

  it.each([undefined, 'project:add', 1])("throws 'need permission!' for %p", (value) => {
    expect(() => hasButtonPermission(staff, value)).toThrow(new Error('need permission!'));
  });
});

describe("hasButtonPermission (the 'btn' directive)", () => {
  const staff = { rule: 'user' as const, isAdmin: 0, accessList: ['project', 'project:add'] };

  it('keeps the element when the access list holds at least one code', () => {
    expect(hasButtonPermission(staff, ['project:delete', 'project:add'])).toBe(true);
  });

  it('removes the element when the access list holds none of the codes', () => {
    expect(hasButtonPermission(staff, ['project:delete'])).toBe(false);
    expect(hasButtonPermission(staff, [])).toBe(false);
  });

  it('keeps the element when is_admin equals 1', () => {
    expect(hasButtonPermission({ ...staff, isAdmin: 1, accessList: [] }, ['project:delete'])).toBe(true);
  });

  it('does nothing for clients: the element stays, whatever the argument', () => {
    expect(hasButtonPermission({ rule: 'client', accessList: [] }, ['project:delete'])).toBe(true);
    expect(hasButtonPermission({ rule: 'client', accessList: [] }, 'not an array')).toBe(true);
  });

  it("throws 'need permission!' for staff unless given an array", () => {
    expect(() => hasButtonPermission(staff, 'project:add')).toThrow('need permission!');
    expect(() => hasButtonPermission({ ...staff, isAdmin: 1 }, 'project:add')).toThrow('need permission!');
  });
});
