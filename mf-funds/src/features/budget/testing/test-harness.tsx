// The matchers' types (shared/test/setup.ts installs them at run time, outside this package's tsconfig).
import '@testing-library/jest-dom';
import type { ReactElement } from 'react';
import { useLocation } from 'react-router-dom';
import { render } from '@testing-library/react';
import { createMemoryHistory, type MemoryHistory } from 'history';
import type { InternalAxiosRequestConfig } from 'axios';
import { http } from '@pm/shared/api';
import { fakeAdapter, ok, type FakeReply } from '@pm/shared/api/test-adapter';
import { PermissionProvider, type PermissionSubject } from '@pm/shared/auth';
import { i18n } from '@pm/shared/i18n';
import { AppProviders } from '@pm/shared/remote';
import { createAppStore } from '@pm/shared/store';
import { registerLocale } from '../../../locale';

registerLocale();

/** A staff user holding exactly `codes` (an administrator holds every code). */
export const staff = (codes: string[], isAdmin = 0): PermissionSubject => ({
  rule: 'user',
  roles: ['user'],
  isAdmin,
  accessList: codes,
});

/** `'GET /pm/projects/7'` → the reply; a request nobody expected fails the test with a 500. */
export type Replies = Record<string, unknown | ((config: InternalAxiosRequestConfig) => FakeReply)>;

export interface RenderPageOptions {
  url: string;
  subject: PermissionSubject;
  replies: Replies;
  locale?: 'zh-CN' | 'en-US';
}

/** Every request the page sent, as `METHOD /url` with its body. */
export interface Sent {
  route: string;
  params: unknown;
  body: unknown;
}

/** The current address, for a test to read where the page went. */
export function Location() {
  const location = useLocation();
  return <output aria-label="url">{location.pathname + location.search}</output>;
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
    sent.push({ route, params: config.params, body });
    const reply = options.replies[route];
    if (reply === undefined)
      return { status: 500, body: { data: null, status: 'fail', msg: route, code: 50000 } };
    return typeof reply === 'function'
      ? (reply as (c: InternalAxiosRequestConfig) => FakeReply)(config)
      : ok(reply);
  });
  void i18n.changeLanguage(options.locale ?? 'zh-CN');
  const history: MemoryHistory = createMemoryHistory({ initialEntries: [options.url] });
  const store = createAppStore();
  const view = render(
    <AppProviders store={store} history={history} locale={options.locale ?? 'zh-CN'}>
      <PermissionProvider value={options.subject}>{element}</PermissionProvider>
    </AppProviders>,
  );
  return { ...view, history, sent };
}

/** The requests sent to one route. */
export const sentTo = (sent: Sent[], route: string) => sent.filter((request) => request.route === route);
