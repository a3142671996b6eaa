import { businessDate as dateIn, DEFAULT_BUSINESS_TIME_ZONE } from '@pm/domain/utils/business-date';

/**
 * The foundation's time zone (`BUSINESS_TIME_ZONE`, validated by config.ts), set once by `buildApp`. The pages get
 * it from `GET /pm/auth_user` and call the same shared `businessDate`, so both sides agree on "today".
 */
let zone = DEFAULT_BUSINESS_TIME_ZONE;

export function setBusinessTimeZone(timeZone: string): void {
  zone = timeZone;
}

export const businessTimeZone = (): string => zone;

/** The calendar date (`YYYY-MM-DD`) in the foundation's zone at `now`: "today" for every rule about dates. */
export const businessDate = (now: Date = new Date()): string => dateIn(zone, now);
