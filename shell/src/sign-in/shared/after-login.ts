import type { TokenResponse } from '@pm/domain/shapes';
import { storeToken } from '../../session/store-token';
import { leaveWelcomeNote } from '../../session/welcome-note';

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
 * A successful login: the token and its marker are stored, the app is asked to greet, and the browser opens the
 * page the user was sent from (or the default) — the signed-in app is a page load of its own (the sign-in page
 * does not carry it).
 */
export function finishSignIn(token: TokenResponse, rule: 'user' | 'client', fallback: string): void {
  storeToken(token, rule);
  leaveWelcomeNote();
  window.location.replace(afterLoginPath(window.location.search, fallback));
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
