import type { RemoteEntry } from '@pm/domain/contracts';
import { findRoute } from '../guards/route-table';
import { findRemoteForPath, hasPage, isClientHost, remotesFor } from './registry';

const remote = (
  name: RemoteEntry['name'],
  prefixes: string[],
  audience: RemoteEntry['audience'] = 'staff',
): RemoteEntry => ({
  name,
  entry: `/remotes/${name}/mf-manifest.json`,
  version: '1',
  prefixes,
  audience,
});

const remotes = [
  remote('mf_projects', ['/project/list', '/project/report', '/submit']),
  remote('mf_funds', ['/project/appropriation', '/project/budget']),
  remote('mf_client', ['/client'], 'client'),
];

describe('isClientHost', () => {
  it('is true only when the first host label is client', () => {
    expect(isClientHost('client.localhost')).toBe(true);
    expect(isClientHost('client.example.org')).toBe(true);
    expect(isClientHost('localhost')).toBe(false);
    expect(isClientHost('clients.example.org')).toBe(false);
    expect(isClientHost('www.client.example.org')).toBe(false);
  });
});

describe('remotesFor', () => {
  it('gives the client portal only the client remote and staff only staff remotes', () => {
    expect(remotesFor({ remotes }, true).map((r) => r.name)).toEqual(['mf_client']);
    expect(remotesFor({ remotes }, false).map((r) => r.name)).toEqual(['mf_projects', 'mf_funds']);
  });
});

describe('findRemoteForPath', () => {
  it('matches whole path segments and prefers the longest prefix', () => {
    expect(findRemoteForPath(remotes, '/project/list')?.name).toBe('mf_projects');
    expect(findRemoteForPath(remotes, '/project/list/detail')?.name).toBe('mf_projects');
    expect(findRemoteForPath(remotes, '/project/appropriation/wait')?.name).toBe('mf_funds');
    expect(findRemoteForPath(remotes, '/submit/apply')?.name).toBe('mf_projects');
    expect(findRemoteForPath(remotes, '/project/listing')).toBeUndefined();
    expect(findRemoteForPath(remotes, '/home/workplace')).toBeUndefined();
  });
});

describe('hasPage', () => {
  const route = (path: string) => findRoute(path, false)!;
  const withPages = [
    { ...remote('mf_related', ['/related']), pages: ['/related/benefit/person'] },
    remote('mf_projects', ['/project/list', '/project/report', '/submit']),
  ];

  it('is true for a page its remote lists, false for one it does not list yet', () => {
    expect(hasPage(withPages, route('/related/benefit/person'))).toBe(true);
    expect(hasPage(withPages, route('/related/partner/company'))).toBe(false);
  });

  it('trusts a remote that lists no pages with every path of its prefixes', () => {
    expect(hasPage(withPages, route('/project/list'))).toBe(true);
  });

  it("is true for the shell's own pages and false for a path no remote owns", () => {
    expect(hasPage(withPages, route('/home/workplace'))).toBe(true);
    expect(hasPage(withPages, route('/system/user'))).toBe(false);
  });
});
