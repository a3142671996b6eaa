/**
 * The demo organisation's fixed "today", 2026-11-15 (UTC). Every demo date is derived from it and a row's list
 * position, so two seeds are identical, and the dashboard's twelve-month charts have data in each month before it.
 */
export const DEMO_REFERENCE_DATE = Date.UTC(2026, 10, 15);

export const DAY = 24 * 60 * 60_000;

export const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10);

/** A time of the demo, never later than its "today". */
export const notAfterReference = (time: number) => Math.min(time, DEMO_REFERENCE_DATE);
