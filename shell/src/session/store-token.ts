import type { TokenResponse } from '@pm/domain/shapes';
import { formatToken, ruleStorage, tokenStorage } from '@pm/web/storage';

/** Login (specification §4): the token as '{token_type} {token}' and the marker 'user' or 'client'. */
export function storeToken(response: TokenResponse, rule: 'user' | 'client'): void {
  tokenStorage.set(formatToken(response));
  ruleStorage.set(rule);
}
