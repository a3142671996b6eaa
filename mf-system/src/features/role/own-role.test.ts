import type { RoleOption } from '@pm/domain/shapes';
import { isOwnRole } from './own-role';

const reviewer: RoleOption = {
  id: 5,
  code: 'reviewer',
  name: '评审员',
  nameEn: 'Reviewer',
  status: 'active',
};

describe('isOwnRole', () => {
  it('is the role a non-administrator holds, by its English name', () => {
    expect(isOwnRole({ role: ['Reviewer'], is_admin: 0 }, reviewer)).toBe(true);
    expect(isOwnRole({ role: ['user'], is_admin: 0 }, reviewer)).toBe(false);
  });

  it('never holds back an administrator, nor speaks before the user and role are known', () => {
    expect(isOwnRole({ role: ['Reviewer'], is_admin: 1 }, reviewer)).toBe(false);
    expect(isOwnRole(null, reviewer)).toBe(false);
    expect(isOwnRole({ role: ['Reviewer'], is_admin: 0 }, undefined)).toBe(false);
  });
});
