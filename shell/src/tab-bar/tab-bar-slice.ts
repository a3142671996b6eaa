import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '@pm/web/store';

/** One open page (specification §3 "Tab"). `title` is the route's locale key, translated when shown. */
export interface Tab {
  title: string;
  name: string;
  fullPath: string;
  query: Record<string, string>;
  ignoreCache: boolean;
}

export interface TabBarState {
  tabs: Tab[];
  /** Names of the tabs whose page is kept alive while another tab shows (specification §3 "cache set"). */
  cache: string[];
}

/** The redirect helper re-enters a page; it never gets a tab of its own (specification §4). */
export const REDIRECT_ROUTE_NAME = 'redirect';

const initialState: TabBarState = { tabs: [], cache: [] };

function cacheOf(tabs: Tab[]): string[] {
  return tabs.filter((tab) => !tab.ignoreCache).map((tab) => tab.name);
}

function withCached(cache: string[], tab: Tab): string[] {
  return tab.ignoreCache || cache.includes(tab.name) ? cache : [...cache, tab.name];
}

/**
 * The tab rules. A tab stands for a route (its name), not for one URL: opening the same route with another query
 * (a list's search, a detail's id) updates that tab's fullPath instead of adding a tab per search, so coming back
 * to the tab restores the last URL seen in it. The first tab is the default one and is never closed.
 */
export const tabBarSlice = createSlice({
  name: 'tabBar',
  initialState,
  reducers: {
    /** A route was opened: add its tab (or refresh its URL) and cache it unless it is marked ignoreCache. */
    openTab(state, { payload: tab }: PayloadAction<Tab>) {
      if (tab.name === REDIRECT_ROUTE_NAME) return;
      const index = state.tabs.findIndex((item) => item.name === tab.name);
      if (index === -1) state.tabs.push(tab);
      else state.tabs[index] = tab;
      state.cache = withCached(state.cache, tab);
    },
    /** Deleting a tab removes its cache: its page unmounts. */
    closeTab(state, { payload: name }: PayloadAction<string>) {
      const index = state.tabs.findIndex((tab) => tab.name === name);
      if (index <= 0) return;
      state.tabs.splice(index, 1);
      state.cache = state.cache.filter((cached) => cached !== name);
    },
    /** Keeps the default tab and the given one; the list is replaced, so the cache is rebuilt from it. */
    closeOtherTabs(state, { payload: name }: PayloadAction<string>) {
      state.tabs = state.tabs.filter((tab, index) => index === 0 || tab.name === name);
      state.cache = cacheOf(state.tabs);
    },
    /** Keeps the tabs up to and including the given one. */
    closeRightTabs(state, { payload: name }: PayloadAction<string>) {
      const index = state.tabs.findIndex((tab) => tab.name === name);
      if (index === -1) return;
      state.tabs = state.tabs.slice(0, index + 1);
      state.cache = cacheOf(state.tabs);
    },
    /** Only the default tab remains (also the starting state, given the host's default route). */
    resetTabs(state, { payload: defaultTab }: PayloadAction<Tab>) {
      state.tabs = [defaultTab];
      state.cache = cacheOf(state.tabs);
    },
    /**
     * Reload: the tab stays but its cached page is dropped; the page opens again through the redirect route and
     * `openTab` caches the fresh one.
     */
    refreshTab(state, { payload: name }: PayloadAction<string>) {
      state.cache = state.cache.filter((cached) => cached !== name);
    },
  },
  selectors: {
    selectTabs: (state) => state.tabs,
    selectTabCache: (state) => state.cache,
  },
});

export const { openTab, closeTab, closeOtherTabs, closeRightTabs, resetTabs, refreshTab } =
  tabBarSlice.actions;

/** Injected into the one store (the shell owns tabs; remotes never read them). */
const injectedTabBarSlice = tabBarSlice.injectInto(rootReducer);

/** The store's declared state does not list lazily injected slices; the injected selectors handle its absence. */
type WithTabBar = RootState & { tabBar?: TabBarState };

export const selectTabs = (state: RootState): Tab[] =>
  injectedTabBarSlice.selectors.selectTabs(state as WithTabBar);
export const selectTabCache = (state: RootState): string[] =>
  injectedTabBarSlice.selectors.selectTabCache(state as WithTabBar);
