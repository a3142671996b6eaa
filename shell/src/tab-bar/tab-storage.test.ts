import { configureStore } from '@reduxjs/toolkit';
import { findRoute } from '../guards/route-table';
import { defaultTab, tabFromRoute } from './tab-from-route';
import { openTab, tabBarSlice, type Tab } from './tab-bar-slice';
import { tokenStorage } from '@pm/web/storage';
import { persistTabs, restoredTabs, TABS_STORAGE_KEY } from './tab-storage';

const home = defaultTab(false);
/** The tab the shell opens for `url` on the staff host. */
function tabAt(url: string): Tab {
  const [pathname = '', search = ''] = url.split('?');
  return tabFromRoute(findRoute(pathname, false)!, pathname, search ? `?${search}` : '');
}
const list = tabAt('/project/list?keyword=water');
const users = tabAt('/system/user');

function makeStore() {
  return configureStore({ reducer: { tabBar: tabBarSlice.reducer } });
}

describe('tab storage (sessionStorage: one browser tab keeps its open pages across a reload)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    tokenStorage.set('Bearer 1111aaaabbbbcccc');
  });

  const keep = (tabs: unknown) =>
    sessionStorage.setItem(TABS_STORAGE_KEY, JSON.stringify({ session: 'aaaabbbbcccc', tabs }));

  it('writes the open tabs as they change and reads them back in order, the default first', () => {
    const store = makeStore();
    persistTabs(store, (state) => state.tabBar.tabs);
    store.dispatch(openTab(list));
    store.dispatch(openTab(users));
    expect(restoredTabs(home, false)).toEqual([home, list, users]);
  });

  it('starts afresh for another sign-in in the same browser tab', () => {
    const store = makeStore();
    persistTabs(store, (state) => state.tabBar.tabs);
    store.dispatch(openTab(list));
    tokenStorage.set('Bearer 2222ddddeeeeffff');
    expect(restoredTabs(home, false)).toEqual([home]);
  });

  it('starts with the default tab alone when nothing was kept or what was kept is unusable', () => {
    expect(restoredTabs(home, false)).toEqual([home]);
    sessionStorage.setItem(TABS_STORAGE_KEY, '{not json');
    expect(restoredTabs(home, false)).toEqual([home]);
    keep([{ name: 'x' }, 42, users]);
    expect(restoredTabs(home, false)).toEqual([home, users]);
  });

  it('drops tabs of routes that no longer exist or that belong to the other host', () => {
    const gone = { ...users, name: 'oldPage', fullPath: '/old/page' };
    const client = { ...users, name: 'clientHome', fullPath: '/client/home' };
    keep([home, gone, client, list]);
    expect(restoredTabs(home, false)).toEqual([home, list]);
  });
});
