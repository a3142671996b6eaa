import {
  closeOtherTabs,
  closeRightTabs,
  closeTab,
  openTab,
  refreshTab,
  resetTabs,
  tabBarSlice,
  type Tab,
  type TabBarState,
} from './tab-bar-slice';

const reducer = tabBarSlice.reducer;

function tab(name: string, extra: Partial<Tab> = {}): Tab {
  return { title: `menu.${name}`, name, fullPath: `/${name}`, query: {}, ignoreCache: false, ...extra };
}

const home = tab('homeWorkplace', { fullPath: '/home/workplace' });

function opened(...tabs: Tab[]): TabBarState {
  return tabs.reduce((state, next) => reducer(state, openTab(next)), reducer(undefined, resetTabs(home)));
}

const names = (state: TabBarState) => state.tabs.map((item) => item.name);

describe('openTab', () => {
  it('starts from the default tab, cached', () => {
    const state = reducer(undefined, resetTabs(home));
    expect(state).toEqual({ tabs: [home], cache: ['homeWorkplace'] });
  });

  it('adds a tab per route and caches it', () => {
    const state = opened(tab('projectList'), tab('systemUser'));
    expect(names(state)).toEqual(['homeWorkplace', 'projectList', 'systemUser']);
    expect(state.cache).toEqual(['homeWorkplace', 'projectList', 'systemUser']);
  });

  it('does not cache a tab marked ignoreCache', () => {
    const state = opened(tab('projectListDetail', { ignoreCache: true }));
    expect(names(state)).toContain('projectListDetail');
    expect(state.cache).not.toContain('projectListDetail');
  });

  it('never adds the redirect route', () => {
    const state = opened(tab('redirect'));
    expect(names(state)).toEqual(['homeWorkplace']);
    expect(state.cache).toEqual(['homeWorkplace']);
  });

  it('updates the URL of a route already open instead of adding a tab per query', () => {
    const search = tab('projectList', {
      fullPath: '/project/list?keyword=water',
      query: { keyword: 'water' },
    });
    const state = opened(tab('projectList'), tab('systemUser'), search);
    expect(names(state)).toEqual(['homeWorkplace', 'projectList', 'systemUser']);
    expect(state.tabs[1]).toEqual(search);
    expect(state.cache).toEqual(['homeWorkplace', 'projectList', 'systemUser']);
  });
});

describe('closeTab', () => {
  it('removes the tab and its cache', () => {
    const state = reducer(opened(tab('projectList'), tab('systemUser')), closeTab('projectList'));
    expect(names(state)).toEqual(['homeWorkplace', 'systemUser']);
    expect(state.cache).toEqual(['homeWorkplace', 'systemUser']);
  });

  it('keeps the default tab', () => {
    const state = reducer(opened(tab('projectList')), closeTab('homeWorkplace'));
    expect(names(state)).toEqual(['homeWorkplace', 'projectList']);
  });
});

describe('closeOtherTabs', () => {
  it('keeps the default tab and the chosen one, and rebuilds the cache from the list', () => {
    const before = opened(tab('projectList'), tab('budget', { ignoreCache: true }), tab('systemUser'));
    const state = reducer(before, closeOtherTabs('systemUser'));
    expect(names(state)).toEqual(['homeWorkplace', 'systemUser']);
    expect(state.cache).toEqual(['homeWorkplace', 'systemUser']);
  });
});

describe('closeRightTabs', () => {
  it('keeps the tabs up to the chosen one', () => {
    const before = opened(tab('projectList'), tab('systemUser'), tab('archivesMaterial'));
    const state = reducer(before, closeRightTabs('projectList'));
    expect(names(state)).toEqual(['homeWorkplace', 'projectList']);
    expect(state.cache).toEqual(['homeWorkplace', 'projectList']);
  });

  it('changes nothing for an unknown tab', () => {
    const before = opened(tab('projectList'));
    expect(reducer(before, closeRightTabs('nope'))).toEqual(before);
  });
});

describe('resetTabs', () => {
  it('restores only the default tab', () => {
    const state = reducer(opened(tab('projectList'), tab('systemUser')), resetTabs(home));
    expect(state).toEqual({ tabs: [home], cache: ['homeWorkplace'] });
  });
});

describe('refreshTab', () => {
  it('drops the cached page but keeps the tab; reopening caches a fresh one', () => {
    const before = opened(tab('projectList'), tab('systemUser'));
    const refreshed = reducer(before, refreshTab('projectList'));
    expect(names(refreshed)).toEqual(names(before));
    expect(refreshed.cache).toEqual(['homeWorkplace', 'systemUser']);
    const reopened = reducer(refreshed, openTab(tab('projectList')));
    expect(reopened.cache).toEqual(['homeWorkplace', 'systemUser', 'projectList']);
    expect(names(reopened)).toEqual(names(before));
  });
});
