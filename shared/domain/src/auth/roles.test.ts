import type { RouteMeta } from '../shapes/menu';
import { hasRole, passesRoleCheck } from './roles';

const meta = (extra: Partial<RouteMeta>): RouteMeta => ({ locale: 'menu.x', requiresAuth: true, ...extra });

describe('passesRoleCheck (guard 4)', () => {
  it('passes when the route does not require auth', () => {
    expect(passesRoleCheck(meta({ requiresAuth: false, roles: ['admin'] }), [])).toBe(true);
    expect(passesRoleCheck(undefined, [])).toBe(true);
  });

  it('passes when the route has no roles', () => {
    expect(passesRoleCheck(meta({}), [])).toBe(true);
    expect(passesRoleCheck(meta({ roles: [] }), [])).toBe(true);
  });

  it("passes when the route lists '*'", () => {
    expect(passesRoleCheck(meta({ roles: ['*'] }), [])).toBe(true);
  });

  it("passes when the route lists the user's role", () => {
    expect(passesRoleCheck(meta({ roles: ['admin', 'finance'] }), ['finance'])).toBe(true);
  });

  it('fails when the route lists other roles only', () => {
    expect(passesRoleCheck(meta({ roles: ['admin'] }), ['user'])).toBe(false);
    expect(passesRoleCheck(meta({ roles: ['admin'] }), [])).toBe(false);
  });
});

describe("the 'permission' directive needs an array of roles (specification §5)", () => {
  it('takes an array', () => {
    expect(hasRole('admin', ['admin'])).toBe(true);
  });

  it.each([undefined, 'admin', { admin: true }])("throws 'need roles!' for %p", (value) => {
    expect(() => hasRole('admin', value)).toThrow(new Error('need roles!'));
  });
});

describe("hasRole (the 'permission' directive)", () => {
  it("is true when the user's role is in the list", () => {
    expect(hasRole('admin', ['admin', 'user'])).toBe(true);
    expect(hasRole(['finance', 'user'], ['user'])).toBe(true);
  });

  it("is false when the user's role is not in the list", () => {
    expect(hasRole('user', ['admin'])).toBe(false);
    expect(hasRole([], ['admin'])).toBe(false);
  });

  it("throws 'need roles!' unless given an array", () => {
    expect(() => hasRole('admin', 'admin')).toThrow('need roles!');
  });
});
