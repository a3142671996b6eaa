import { findRoute } from '../guards/route-table';
import { breadcrumbKeys } from './breadcrumb-items';

const keys = (path: string, clientHost = false) => breadcrumbKeys(findRoute(path, clientHost), clientHost);

describe('breadcrumbKeys', () => {
  it('gives the group then the page', () => {
    expect(keys('/home/workplace')).toEqual(['menu.home', 'menu.home.workplace']);
    expect(keys('/project/list')).toEqual(['menu.project', 'menu.project.list']);
    expect(keys('/system/user')).toEqual(['menu.system', 'menu.system.user']);
  });

  it('puts a detail or create page under the list it highlights', () => {
    expect(keys('/project/list/detail')).toEqual([
      'menu.project',
      'menu.project.list',
      'menu.project.listDetail',
    ]);
    expect(keys('/related/benefit/person/detail')).toEqual([
      'menu.related',
      'menu.related.benefitPerson',
      'menu.related.benefitPersonDetail',
    ]);
  });

  it('labels the user pages, the client portal and exception pages', () => {
    expect(keys('/user/setting')).toEqual(['menu.user', 'menu.user.setting']);
    expect(keys('/client/finances', true)).toEqual(['menu.client', 'menu.client.finances']);
    expect(keys('/exception/403')).toEqual(['menu.exception', 'menu.exception.403']);
  });

  it('is empty without a route', () => {
    expect(breadcrumbKeys(undefined, false)).toEqual([]);
  });
});
