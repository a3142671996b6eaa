import type { ClientUser } from '@pm/domain/shapes';
import { STORAGE_KEYS } from './keys';
import { readItem, removeItem, writeItem } from './safe-local-storage';

/** The signed-in beneficiary, kept as JSON under 'clientUser' (specification §3). */
export const clientUserStorage = {
  get(): ClientUser | null {
    const raw = readItem(STORAGE_KEYS.clientUser);
    if (!raw) return null;
    try {
      return JSON.parse(raw) as ClientUser;
    } catch {
      // A corrupt value must not break the portal: treat it as absent.
      return null;
    }
  },
  set(value: ClientUser): void {
    writeItem(STORAGE_KEYS.clientUser, JSON.stringify(value));
  },
  clear(): void {
    removeItem(STORAGE_KEYS.clientUser);
  },
};
