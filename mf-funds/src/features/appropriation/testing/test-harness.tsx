// The matchers' types (shared/test/setup.ts installs them at run time, outside this package's tsconfig).
import '@testing-library/jest-dom';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryHistory, type MemoryHistory } from 'history';
import type { InternalAxiosRequestConfig } from 'axios';
import { useLocation } from 'react-router-dom';
import { http } from '@pm/shared/api';
import { fakeAdapter, ok, type FakeReply } from '@pm/shared/api/test-adapter';
import { PermissionProvider, type PermissionSubject } from '@pm/shared/auth';
import { i18n } from '@pm/shared/i18n';
import { AppProviders } from '@pm/shared/remote';
import { createAppStore, setUserInfo, type AppStore } from '@pm/shared/store';
import type { UserState } from '@pm/shared/contracts';
import { registerLocale } from '../../../locale';

registerLocale();

/** A staff user holding exactly `codes` (an administrator holds every code). */
export const staff = (codes: string[], isAdmin = 0): PermissionSubject => ({
  rule: 'user',
  roles: ['user'],
  isAdmin,
  accessList: codes,
});

/** `'GET /pm/appropriations/7'` → the reply; a request nobody expected fails with a 500 naming it. */
export type Replies = Record<
  string,
  unknown | ((config: InternalAxiosRequestConfig) => FakeReply | 'network-error')
>;

export interface RenderPageOptions {
  url: string;
  subject: PermissionSubject;
  replies: Replies;
  /** The signed-in user's id (the four-eyes hint compares it with who verified). */
  userId?: number;
}

/** Every request the page sent, with its parameters, body and headers. */
export interface Sent {
  route: string;
  params: unknown;
  body: unknown;
  headers: Record<string, unknown>;
}

/** Shows the current URL (path and query) so a test can read where the page went. */
export function Location() {
  const location = useLocation();
  return <output aria-label="url">{location.pathname + location.search}</output>;
}

/** The query of the URL the page shows, as an object. */
export function urlQuery(text: string | null): Record<string, string> {
  const search = (text ?? '').split('?')[1] ?? '';
  return Object.fromEntries(new URLSearchParams(search));
}

/**
 * Renders a page of this remote as the shell would (one store, i18n, Arco's locale, the shared history) with the
 * network answered at the axios adapter.
 */
export function renderPage(element: ReactElement, options: RenderPageOptions) {
  const sent: Sent[] = [];
  http.defaults.adapter = fakeAdapter((config) => {
    const route = `${(config.method ?? 'get').toUpperCase()} ${config.url ?? ''}`;
    const body: unknown = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    const headers = { ...(config.headers?.toJSON?.() ?? {}) } as Record<string, unknown>;
    sent.push({ route, params: config.params, body, headers });
    const reply = options.replies[route];
    if (reply === undefined)
      return { status: 500, body: { data: null, status: 'fail', msg: route, code: 50000 } };
    return typeof reply === 'function'
      ? (reply as (c: InternalAxiosRequestConfig) => FakeReply | 'network-error')(config)
      : ok(reply);
  });
  void i18n.changeLanguage('zh-CN');
  const history: MemoryHistory = createMemoryHistory({ initialEntries: [options.url] });
  const store: AppStore = createAppStore();
  if (options.userId !== undefined)
    store.dispatch(setUserInfo({ id: options.userId, name: 'tester' } as UserState));
  const view = render(
    <AppProviders store={store} history={history} locale="zh-CN">
      <PermissionProvider value={options.subject}>{element}</PermissionProvider>
    </AppProviders>,
  );
  return { ...view, history, sent };
}

/** The requests sent to one route. */
export const sentTo = (sent: Sent[], route: string) => sent.filter((request) => request.route === route);
