import type { Rule } from '@pm/domain/contracts';
import { STORAGE_KEYS } from './keys';
import { readItem, removeItem, writeItem } from './safe-local-storage';

/** The 'rule' marker: 'user' after a staff or mobile login, 'client' after a client login (specification §4). */
export const ruleStorage = {
  get(): Rule | null {
    const value = readItem(STORAGE_KEYS.rule);
    // Anything else (an old or hand-edited value) counts as no marker rather than a third kind of user.
    return value === 'user' || value === 'client' ? value : null;
  },
  set(value: Rule): void {
    writeItem(STORAGE_KEYS.rule, value);
  },
  clear(): void {
    removeItem(STORAGE_KEYS.rule);
  },
};
