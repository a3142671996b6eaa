import { retainPanes } from './retain-panes';

const pane = (key: string) => ({ key });

describe('retainPanes', () => {
  it('mounts only the current page without a tab bar', () => {
    const list = pane('projectList');
    const first = retainPanes([], list, null);
    expect(first).toEqual([list]);
    expect(retainPanes(first, pane('systemUser'), null)).toEqual([pane('systemUser')]);
  });

  it('keeps cached pages mounted when another one shows', () => {
    const list = pane('projectList');
    const users = pane('systemUser');
    const cache = ['homeWorkplace', 'projectList', 'systemUser'];
    const one = retainPanes([], list, cache);
    const two = retainPanes(one, users, cache);
    expect(two).toEqual([list, users]);
    // Back to the list: same objects, same order, no change at all.
    expect(retainPanes(two, pane('projectList'), cache)).toBe(two);
    expect(retainPanes(two, pane('projectList'), cache)[0]).toBe(list);
  });

  it('unmounts a page once its tab leaves the cache (closed, or refreshed)', () => {
    const panes = [pane('projectList'), pane('systemUser')];
    expect(retainPanes(panes, pane('systemUser'), ['systemUser'])).toEqual([pane('systemUser')]);
  });

  it('drops a page that is not cached as soon as another one shows', () => {
    const panes = retainPanes([], pane('projectListDetail'), ['projectList']);
    expect(retainPanes(panes, pane('projectList'), ['projectList'])).toEqual([pane('projectList')]);
  });
});
