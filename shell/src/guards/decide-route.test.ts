import type { UserState } from '@pm/domain/contracts';
import { decideRoute, type GuardInput } from './decide-route';
import { catalogueMenu, firstLeafPath, rolesForCheck } from './menu-source';
import { findRoute } from './route-table';

function input(path: string, overrides: Partial<GuardInput> = {}): GuardInput {
  const [pathname = '', query = ''] = path.split('?');
  return {
    route: findRoute(pathname, overrides.clientHost ?? false),
    fullPath: path,
    search: query ? `?${query}` : '',
    hasToken: true,
    clientHost: false,
    userLoaded: true,
    userRoles: ['user'],
    menuFromServer: true,
    serverMenuLoaded: true,
    serverMenuNames: new Set(['projectList', 'homeWorkplace']),
    ...overrides,
  };
}

describe('guard 1: no token', () => {
  it('sends any private route to login keeping the query', () => {
    const decision = decideRoute(input('/project/list?status=draft&page=2', { hasToken: false }));
    expect(decision.kind).toBe('redirect');
    const to = new URL((decision as { to: string }).to, 'http://x');
    expect(to.pathname).toBe('/login');
    expect(to.searchParams.get('status')).toBe('draft');
    expect(to.searchParams.get('page')).toBe('2');
    expect(to.searchParams.get('redirect')).toBe('/project/list?status=draft&page=2');
  });

  it('sends unknown paths to login too, and clients to the client login', () => {
    expect(decideRoute(input('/nowhere', { hasToken: false }))).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fnowhere',
    });
    expect(decideRoute(input('/client/home', { hasToken: false, clientHost: true }))).toEqual({
      kind: 'redirect',
      to: '/client/login?redirect=%2Fclient%2Fhome',
    });
  });

  it.each(['/login', '/client/login', '/welcome'])('lets %s open', (path) => {
    expect(decideRoute(input(path, { hasToken: false }))).toEqual({ kind: 'allow' });
  });
});

describe('guard 2: token without a user', () => {
  it('asks for the user before anything else', () => {
    expect(decideRoute(input('/project/list', { userLoaded: false }))).toEqual({ kind: 'loadUser' });
  });
});

describe('guard 3: server menu', () => {
  it('loads the server menu when it is empty', () => {
    expect(decideRoute(input('/project/list', { serverMenuLoaded: false }))).toEqual({ kind: 'loadMenu' });
  });

  it('allows a route named in the server menu', () => {
    expect(decideRoute(input('/project/list'))).toEqual({ kind: 'allow' });
  });

  it('shows not-found for a route missing from the server menu', () => {
    expect(decideRoute(input('/system/user'))).toEqual({ kind: 'notFound' });
  });

  it('allows white-listed routes without a menu entry', () => {
    expect(decideRoute(input('/user/info'))).toEqual({ kind: 'allow' });
  });

  it('shows not-found for unmatched paths', () => {
    expect(decideRoute(input('/no/such/page'))).toEqual({ kind: 'notFound' });
  });

  it('loads the server menu before showing not-found, so the not-found page keeps the menu', () => {
    expect(decideRoute(input('/no/such/page', { serverMenuLoaded: false }))).toEqual({ kind: 'loadMenu' });
  });

  it('follows redirect records', () => {
    expect(decideRoute(input('/home'))).toEqual({ kind: 'redirect', to: '/home/workplace' });
  });
});

describe('menu not from the server', () => {
  it('goes to the first accessible route when the role check fails, else not-found', () => {
    const route = findRoute('/project/list', false);
    const restricted = route && { ...route, meta: { ...route.meta, roles: ['admin'] } };
    const base = { route: restricted, menuFromServer: false, userRoles: ['user'] };
    expect(decideRoute(input('/project/list', { ...base, firstAccessiblePath: '/home/workplace' }))).toEqual({
      kind: 'redirect',
      to: '/home/workplace',
    });
    expect(decideRoute(input('/project/list', base))).toEqual({ kind: 'notFound' });
  });

  it('allows routes whose roles include *', () => {
    expect(decideRoute(input('/system/user', { menuFromServer: false }))).toEqual({ kind: 'allow' });
  });
});

describe('menu not from the server, decided from the route catalogue', () => {
  const adminOnly = (path: string) => {
    const route = findRoute(path, false);
    return route && { ...route, meta: { ...route.meta, roles: ['admin'] } };
  };

  it('needs no server menu at all', () => {
    const decision = decideRoute(
      input('/system/user', { menuFromServer: false, serverMenuLoaded: false, serverMenuNames: new Set() }),
    );
    expect(decision).toEqual({ kind: 'allow' });
  });

  it("sends the acting role 'user' from an admin-only route to the first catalogue page it may open", () => {
    const roles = rolesForCheck('user', { role: ['officer'] } as UserState);
    const decision = decideRoute(
      input('/system/user', {
        route: adminOnly('/system/user'),
        menuFromServer: false,
        userRoles: roles,
        firstAccessiblePath: firstLeafPath(catalogueMenu(roles)),
      }),
    );
    expect(decision).toEqual({ kind: 'redirect', to: '/home/workplace' });
  });

  it("lets the same route open once the role is switched to 'admin'", () => {
    const roles = rolesForCheck('admin', { role: ['officer'] } as UserState);
    const decision = decideRoute(
      input('/system/user', { route: adminOnly('/system/user'), menuFromServer: false, userRoles: roles }),
    );
    expect(decision).toEqual({ kind: 'allow' });
  });

  it('shows not-found when the role may open nothing', () => {
    const decision = decideRoute(
      input('/system/user', {
        route: adminOnly('/system/user'),
        menuFromServer: false,
        userRoles: ['user'],
        firstAccessiblePath: firstLeafPath([]),
      }),
    );
    expect(decision).toEqual({ kind: 'notFound' });
  });
});

describe('the redirect helper', () => {
  it('is one white-listed route for every path below /redirect/', () => {
    expect(findRoute('/redirect/project/list', false)?.name).toBe('redirect');
    expect(decideRoute(input('/redirect/project/list'))).toEqual({ kind: 'allow' });
  });
});

describe('client portal', () => {
  it('opens every client route and nothing of the staff side', () => {
    expect(decideRoute(input('/client/home', { clientHost: true }))).toEqual({ kind: 'allow' });
    expect(decideRoute(input('/project/list', { clientHost: true }))).toEqual({ kind: 'notFound' });
  });
});
