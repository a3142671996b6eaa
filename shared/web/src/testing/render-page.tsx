// Test-only: imported by jest tests of the shell and the remotes, never by app code.
// The matchers' types (shared/web/test/setup.ts installs them at run time, outside the packages' tsconfig).
import '@testing-library/jest-dom';
import type { ReactElement } from 'react';
import { render, waitFor } from '@testing-library/react';
import { createMemoryHistory, type MemoryHistory } from 'history';
import type { InternalAxiosRequestConfig } from 'axios';
import { useLocation } from '../router';
import { http } from '../api';
import { fakeAdapter, ok, type FakeReply } from '../api/test-adapter';
import { PermissionProvider } from '../auth';
import { type PermissionSubject } from '@pm/domain/auth';
import type { UserState } from '@pm/domain/contracts';
import type { ClientUser } from '@pm/domain/shapes';
import { i18n } from '../i18n';
import { AppProviders } from '../remote';
import { createAppStore, setClientUser, setUserInfo } from '../store';

/** A staff user holding exactly `codes` (an administrator holds every code). */
export const staff = (codes: string[], isAdmin = 0): PermissionSubject => ({
  rule: 'user',
  roles: ['user'],
  isAdmin,
  accessList: codes,
});

type Reply = FakeReply | 'network-error';

/** `'GET /pm/projects/7'` → the reply; a request nobody expected fails the test with a 500 naming it. */
export type Replies = Record<string, unknown | ((config: InternalAxiosRequestConfig) => Reply)>;

export interface RenderPageOptions {
  url: string;
  subject: PermissionSubject;
  replies: Replies;
  locale?: 'zh-CN' | 'en-US';
  /** The signed-in user's id, for pages that compare it with a record's (four eyes). */
  userId?: number;
  /** The beneficiary signed in to the client portal, for the portal's pages. */
  clientUser?: ClientUser;
}

/** Every request the page sent, as `METHOD /url` with its parameters, body and headers. */
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

/** The query of a URL, as an object. */
export function urlQuery(text: string | null): Record<string, string> {
  const search = (text ?? '').split('?')[1] ?? '';
  return Object.fromEntries(new URLSearchParams(search));
}

/**
 * Waits for an Arco modal or drawer to finish opening. At the end of its animation Arco moves focus into it, which
 * takes the keystrokes of a field typed into before then (a loaded CI machine makes that window long).
 */
export async function finishedOpening(element: HTMLElement): Promise<void> {
  await waitFor(() => expect(element.className).toMatch(/-(enter|appear)-done/));
}

/** The requests sent to one route. */
export const sentTo = (sent: Sent[], route: string) => sent.filter((request) => request.route === route);

/**
 * Renders a remote's page as the shell would (one store, i18n, Arco's locale, the shared history) with the
 * network answered at the axios adapter. The remote registers its own texts before it calls this.
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
      ? (reply as (c: InternalAxiosRequestConfig) => Reply)(config)
      : ok(reply);
  });
  const locale = options.locale ?? 'zh-CN';
  void i18n.changeLanguage(locale);
  const history: MemoryHistory = createMemoryHistory({ initialEntries: [options.url] });
  const store = createAppStore();
  if (options.userId !== undefined)
    store.dispatch(setUserInfo({ id: options.userId, name: 'tester' } as UserState));
  if (options.clientUser) store.dispatch(setClientUser(options.clientUser));
  const view = render(
    <AppProviders store={store} history={history} locale={locale}>
      <PermissionProvider value={options.subject}>{element}</PermissionProvider>
    </AppProviders>,
  );
  return { ...view, history, sent, store };
}
