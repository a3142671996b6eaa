import { useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '@pm/web/store';
import { useServices } from '../services';
import { defaultTab } from './tab-from-route';
import {
  closeOtherTabs,
  closeRightTabs,
  closeTab,
  refreshTab,
  resetTabs,
  selectTabs,
  type Tab,
} from './tab-bar-slice';

export type TabAction = 'refresh' | 'close' | 'closeOthers' | 'closeRight' | 'reset';

/** What each action may do for a tab at `index` of `count` (the first tab is the default and stays). */
export function enabledActions(index: number, count: number): Record<TabAction, boolean> {
  return {
    refresh: index >= 0,
    close: index > 0,
    closeOthers: index >= 0 && count > (index === 0 ? 1 : 2),
    closeRight: index >= 0 && index < count - 1,
    reset: count > 1,
  };
}

/** The tab shown after closing the one in front at `index`: its neighbour on the right, else the one on its left. */
export function tabAfterClosing<T>(tabs: readonly T[], index: number): T | undefined {
  return tabs[index + 1] ?? tabs[index - 1];
}

/**
 * The tab bar's actions: the rules are the slice's; this adds where the user ends up. Closing the tab in front
 * shows its neighbour (`tabAfterClosing`); an action that removes the tab in front shows the tab it was applied to; reload
 * re-enters the page through `/redirect/:path` after dropping its cache, so it mounts fresh.
 */
export function useTabActions(currentName: string | undefined) {
  const dispatch = useAppDispatch();
  const { history, clientHost } = useServices();
  const tabs = useAppSelector(selectTabs);

  return useMemo(() => {
    const indexOf = (tab: Tab) => tabs.findIndex((item) => item.name === tab.name);
    const currentIndex = tabs.findIndex((item) => item.name === currentName);
    const show = (tab: Tab) => history.push(tab.fullPath);

    const run: Record<TabAction, (tab: Tab) => void> = {
      refresh(tab) {
        dispatch(refreshTab(tab.name));
        history.replace(`/redirect${tab.fullPath}`);
      },
      close(tab) {
        const index = indexOf(tab);
        if (index <= 0) return;
        dispatch(closeTab(tab.name));
        const neighbour = tabAfterClosing(tabs, index);
        if (tab.name === currentName && neighbour) show(neighbour);
      },
      closeOthers(tab) {
        dispatch(closeOtherTabs(tab.name));
        if (currentName !== tab.name && currentIndex !== 0) show(tab);
      },
      closeRight(tab) {
        const index = indexOf(tab);
        dispatch(closeRightTabs(tab.name));
        if (currentIndex > index) show(tab);
      },
      reset() {
        const home = defaultTab(clientHost);
        dispatch(resetTabs(home));
        if (currentName !== home.name) show(home);
      },
    };
    return { tabs, run, show, enabled: (tab: Tab) => enabledActions(indexOf(tab), tabs.length) };
  }, [tabs, currentName, dispatch, history, clientHost]);
}
