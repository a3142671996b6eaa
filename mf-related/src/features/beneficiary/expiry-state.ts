import { EXPIRING_WITHIN_DAYS } from '@pm/domain/shapes';

export type ExpiryState = 'expired' | 'expiring' | 'valid';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `YYYY-MM-DD` plus some days, as `YYYY-MM-DD`. */
function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Where a qualification's expiry date stands on `today` (the business date): past it, within the days the list's
 * `expiring` filter counts (the server's EXPIRING_WITHIN_DAYS), or further off.
 */
export function expiryState(expiryDate: string, today: string): ExpiryState {
  if (expiryDate < today) return 'expired';
  return expiryDate <= addDays(today, EXPIRING_WITHIN_DAYS) ? 'expiring' : 'valid';
}
