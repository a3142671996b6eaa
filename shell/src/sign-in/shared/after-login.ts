import type { TokenResponse } from '@pm/domain/shapes';
import { storeToken } from '../../session/store-token';
import { leaveWelcomeNote } from '../../session/welcome-note';
import { leaveSignInPage } from '../page-root';
import { openSignedInApp } from '../warm-start';

/** Where login leads: the `redirect` it was sent from (guard 1), with the rest of the query, or the default. */
export function afterLoginPath(search: string, fallback: string): string {
  const params = new URLSearchParams(search);
  const redirect = params.get('redirect');
  params.delete('redirect');
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//')) return fallback;
  const [path = fallback, query = ''] = redirect.split('?');
  const merged = new URLSearchParams(query);
  params.forEach((value, key) => {
    if (!merged.has(key)) merged.set(key, value);
  });
  const rest = merged.toString();
  return rest ? `${path}?${rest}` : path;
}

/**
 * A successful login: the token and its marker are stored, the app is asked to greet, and the app opens at the
 * page the user was sent from (or the default): in this document when it was warmed up behind the form, else as
 * a page load.
 */
export function finishSignIn(token: TokenResponse, rule: 'user' | 'client', fallback: string): Promise<void> {
  storeToken(token, rule);
  leaveWelcomeNote();
  return openSignedInApp(afterLoginPath(window.location.search, fallback), leaveSignInPage);
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
