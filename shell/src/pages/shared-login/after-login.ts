import Message from '@arco-design/web-react/es/Message';
import { i18n } from '@pm/web/i18n';

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

export function welcome(): void {
  Message.success(i18n.t('common:message.welcome'));
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
