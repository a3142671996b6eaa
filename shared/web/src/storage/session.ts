import { clientUserStorage } from './client-user-storage';
import { ruleStorage } from './rule-storage';
import { tokenStorage } from './token-storage';

/** Logout and failed login both end the session the same way (specification §4); the locale survives. */
export function clearSession(): void {
  tokenStorage.clear();
  ruleStorage.clear();
  clientUserStorage.clear();
}
