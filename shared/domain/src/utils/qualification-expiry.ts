/** A qualification is flagged this many days before it expires. */
export const EXPIRY_WARNING_DAYS = 30;

export const QUALIFICATION_STATES = ['valid', 'expiring', 'expired'] as const;
export type QualificationState = (typeof QUALIFICATION_STATES)[number];

/** An ISO date `days` later (or earlier, negative), as an ISO date. */
export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The last expiry date that is flagged today: today plus the warning days. */
export const expiryWarningLimit = (today: string): string => addDays(today, EXPIRY_WARNING_DAYS);

/**
 * What an expiry date means on `today` (both ISO dates, the business date): expired once past (the expiry day itself
 * is still valid), expiring within the warning days, valid after. The list's "expiring" filter takes both of the
 * first two: whatever needs a new certificate.
 */
export function qualificationState(expiryDate: string, today: string): QualificationState {
  if (expiryDate < today) return 'expired';
  return expiryDate <= expiryWarningLimit(today) ? 'expiring' : 'valid';
}
