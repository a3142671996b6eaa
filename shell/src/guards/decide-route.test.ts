import { decideRoute, type GuardInput } from './decide-route';
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

describe('client portal', () => {
  it('opens every client route and nothing of the staff side', () => {
    expect(decideRoute(input('/client/home', { clientHost: true }))).toEqual({ kind: 'allow' });
    expect(decideRoute(input('/project/list', { clientHost: true }))).toEqual({ kind: 'notFound' });
  });
});
