import { tokenStorage } from '@pm/web/storage';
import type { AppStore } from '@pm/web/store';
import { findRoute } from '../guards/route-table';
import { defaultTab } from './tab-from-route';
import { openTab, resetTabs, selectTabs, type Tab } from './tab-bar-slice';

/**
 * The open tabs survive a reload of this browser tab (sessionStorage: another browser tab starts with its own).
 * The page caches do not: after a reload every tab's page mounts afresh when it is shown.
 */
export const TABS_STORAGE_KEY = 'pm-tabs';

interface StoredTabs {
  /**
   * The sign-in the tabs belong to (the end of its token): after a logout, an expired session or another user's
   * sign-in in this browser tab, the pages start afresh.
   */
  session: string;
  tabs: unknown;
}

const currentSession = () => (tokenStorage.get() ?? '').slice(-12);

function read(): unknown {
  try {
    const raw = window.sessionStorage.getItem(TABS_STORAGE_KEY);
    const stored = raw === null ? null : (JSON.parse(raw) as Partial<StoredTabs> | null);
    return stored?.session === currentSession() ? stored.tabs : null;
  } catch {
    // Unreadable storage or a broken entry: start with the default tab.
    return null;
  }
}

function write(tabs: readonly Tab[]): void {
  const stored: StoredTabs = { session: currentSession(), tabs };
  try {
    window.sessionStorage.setItem(TABS_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Storage refused (private mode, quota): the tabs simply last until the next reload.
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored tab whose route still exists on this host, rebuilt from that route (its title and cache flag). */
function validTab(value: unknown, clientHost: boolean): Tab | null {
  if (!isRecord(value) || typeof value.fullPath !== 'string' || typeof value.name !== 'string') return null;
  const url = new URL(value.fullPath, 'http://tab');
  const route = findRoute(url.pathname, clientHost);
  if (!route || route.name !== value.name) return null;
  return {
    title: route.meta.locale,
    name: route.name,
    fullPath: `${url.pathname}${url.search}`,
    query: Object.fromEntries(url.searchParams),
    ignoreCache: Boolean(route.meta.ignoreCache),
  };
}

/** The tabs to start with: the default one first, then those kept for this browser tab, in their order. */
export function restoredTabs(defaultTab: Tab, clientHost: boolean): Tab[] {
  const stored = read();
  const kept = (Array.isArray(stored) ? stored : [])
    .map((value) => validTab(value, clientHost))
    .filter((tab): tab is Tab => tab !== null && tab.name !== defaultTab.name);
  return [defaultTab, ...kept];
}

interface Observable<State> {
  getState(): State;
  subscribe(listener: () => void): unknown;
}

/** Writes the tabs whenever they change. */
export function persistTabs<State>(
  store: Observable<State>,
  selectTabs: (state: State) => readonly Tab[],
): void {
  let last = selectTabs(store.getState());
  store.subscribe(() => {
    const tabs = selectTabs(store.getState());
    if (tabs === last) return;
    last = tabs;
    write(tabs);
  });
}

/** The tab bar at start-up: the host's default tab, the tabs this browser tab had open, kept from now on. */
export function startTabs(store: AppStore, clientHost: boolean): void {
  const [home, ...kept] = restoredTabs(defaultTab(clientHost), clientHost);
  store.dispatch(resetTabs(home!));
  for (const tab of kept) store.dispatch(openTab(tab));
  persistTabs(store, selectTabs);
}
