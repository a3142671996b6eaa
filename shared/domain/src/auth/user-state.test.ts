import type { AuthUser } from '../shapes/session';
import { toPermissionSubject } from './permission-subject';
import { toUserState } from './user-state';

const authUser = {
  id: 3,
  username: 'wang',
  name: '王五',
  is_admin: 0,
  team_fund_status: 1,
  roles: [{ name_en: 'finance' }, { name_en: 'user' }],
} as AuthUser;

describe('toUserState', () => {
  it("takes role from each role's name_en and keeps the server's fields", () => {
    const state = toUserState(authUser, ['project', 'budget'], [{ id: 1 }]);
    expect(state.role).toEqual(['finance', 'user']);
    expect(state.accessList).toEqual(['project', 'budget']);
    expect(state.dictTree).toEqual([{ id: 1 }]);
    expect(state).toMatchObject({ id: 3, username: 'wang', name: '王五', team_fund_status: 1 });
    expect(state).not.toHaveProperty('roles');
  });

  it('defaults the dictionary tree to empty and tolerates missing roles', () => {
    const state = toUserState({ ...authUser, roles: undefined } as unknown as AuthUser, []);
    expect(state.role).toEqual([]);
    expect(state.dictTree).toEqual([]);
  });
});

describe('toPermissionSubject', () => {
  const user = toUserState({ ...authUser, is_admin: 1 }, ['project']);

  it('takes roles, is_admin and the access list from the user', () => {
    expect(toPermissionSubject({ rule: 'user', user })).toEqual({
      rule: 'user',
      roles: ['finance', 'user'],
      isAdmin: 1,
      accessList: ['project'],
    });
  });

  it("adds the shell's switchable role and prefers an explicit access list", () => {
    const subject = toPermissionSubject({ rule: 'user', user, userRole: 'admin', accessList: ['log'] });
    expect(subject.roles).toEqual(['admin', 'finance', 'user']);
    expect(subject.accessList).toEqual(['log']);
  });

  it('gives nobody nothing', () => {
    expect(toPermissionSubject({ rule: null, user: null })).toEqual({
      rule: null,
      roles: [],
      isAdmin: 0,
      accessList: [],
    });
  });
});
