import { render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { PermissionProvider, useBtn, usePermission } from './permission-context';
import { Btn, Permission } from './permission-gates';
import type { PermissionSubject } from '@pm/domain/auth';

const staff: PermissionSubject = { rule: 'user', roles: ['user'], isAdmin: 0, accessList: ['project:add'] };
const admin: PermissionSubject = { rule: 'user', roles: ['admin'], isAdmin: 1, accessList: [] };
const client: PermissionSubject = { rule: 'client', roles: [], isAdmin: 0, accessList: [] };

function withSubject(subject: PermissionSubject) {
  return ({ children }: { children: ReactNode }) => (
    <PermissionProvider value={subject}>{children}</PermissionProvider>
  );
}

describe('<Permission>', () => {
  it("shows its children when the provider's user holds one of the roles", () => {
    render(
      <PermissionProvider value={staff}>
        <Permission roles={['admin', 'user']}>
          <button>Edit</button>
        </Permission>
      </PermissionProvider>,
    );
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('removes its children otherwise', () => {
    render(
      <PermissionProvider value={staff}>
        <Permission roles={['admin']}>
          <button>Edit</button>
        </Permission>
      </PermissionProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('uses a subject given as a prop over the provider (a remote outside any provider)', () => {
    render(
      <Permission roles={['admin']} subject={admin}>
        <button>Edit</button>
      </Permission>,
    );
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('fails closed without a provider or a subject', () => {
    render(
      <Permission roles={['user']}>
        <button>Edit</button>
      </Permission>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('<Btn>', () => {
  it.each([
    ['staff holding the code', staff, ['project:add'], true],
    ['staff without the code', staff, ['project:delete'], false],
    ['an administrator', admin, ['project:delete'], true],
    ['a client', client, ['project:delete'], true],
  ])('for %s shows the button: %p', (_label, subject, codes, shown) => {
    render(
      <PermissionProvider value={subject as PermissionSubject}>
        <Btn codes={codes as string[]}>
          <button>Delete</button>
        </Btn>
      </PermissionProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Delete' }) !== null).toBe(shown);
  });
});

describe('usePermission / useBtn', () => {
  it('read the provider', () => {
    expect(renderHook(() => usePermission(['user']), { wrapper: withSubject(staff) }).result.current).toBe(
      true,
    );
    expect(renderHook(() => useBtn(['project:add']), { wrapper: withSubject(staff) }).result.current).toBe(
      true,
    );
    expect(renderHook(() => useBtn(['log']), { wrapper: withSubject(staff) }).result.current).toBe(false);
  });

  it('take a subject argument', () => {
    expect(renderHook(() => usePermission(['admin'], admin)).result.current).toBe(true);
    expect(renderHook(() => useBtn(['log'], admin)).result.current).toBe(true);
  });

  it("throw the directives' errors for a non-array", () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => usePermission('admin', staff))).toThrow('need roles!');
    expect(() => renderHook(() => useBtn('log', staff))).toThrow('need permission!');
    jest.restoreAllMocks();
  });
});
