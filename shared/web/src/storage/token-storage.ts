import type { TokenResponse } from '@pm/domain/shapes';
import { STORAGE_KEYS } from './keys';
import { readItem, removeItem, writeItem } from './safe-local-storage';

/** The stored value is the whole Authorization header value: '{token_type} {token}' (specification §4). */
export function formatToken({ token_type, token }: TokenResponse): string {
  return `${token_type} ${token}`;
}

export const tokenStorage = {
  get(): string | null {
    return readItem(STORAGE_KEYS.token) || null;
  },
  set(value: string): void {
    writeItem(STORAGE_KEYS.token, value);
  },
  clear(): void {
    removeItem(STORAGE_KEYS.token);
  },
};
