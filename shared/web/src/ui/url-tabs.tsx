import type { ReactNode } from 'react';
import Tabs from '@arco-design/web-react/es/Tabs';
import { useSearchParams } from '../router';

export interface TabParamOptions {
  /**
   * Opening a tab drops the rest of the query: each tab is a list of its own (its search, filters, page and order
   * would mean something else in another tab). Otherwise the other parameters (a record's `?id=`) stay.
   */
  fresh?: boolean;
}

/**
 * The open section of a page, kept in `?tab=` so reload and back/forward keep it (the first tab when the URL names
 * none or an unknown one); opening one replaces the URL: switching sections is not a step of its own in the history.
 */
export function useTabParam<Tab extends string>(
  tabs: readonly Tab[],
  { fresh = false }: TabParamOptions = {},
): [Tab, (tab: Tab) => void] {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active = tabs.find((tab) => tab === requested) ?? tabs[0]!;
  const open = (tab: Tab) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(fresh ? undefined : current);
        next.set('tab', tab);
        return next;
      },
      { replace: true },
    );
  return [active, open];
}

export interface UrlTabsProps<Tab extends string> extends TabParamOptions {
  tabs: readonly Tab[];
  title: (tab: Tab) => ReactNode;
  /** The open tab's content (drawn when first opened). */
  pane: (tab: Tab) => ReactNode;
}

/** A page's sections as tabs, the open one in `?tab=` (see useTabParam). */
export function UrlTabs<Tab extends string>({ tabs, title, pane, fresh }: UrlTabsProps<Tab>) {
  const [active, open] = useTabParam(tabs, { fresh });
  return (
    <Tabs activeTab={active} onChange={(tab) => open(tab as Tab)} lazyload>
      {tabs.map((tab) => (
        <Tabs.TabPane key={tab} title={title(tab)}>
          {pane(tab)}
        </Tabs.TabPane>
      ))}
    </Tabs>
  );
}
