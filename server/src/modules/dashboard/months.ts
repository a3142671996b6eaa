import { businessDate } from '../../records/today';

/** `count` month keys ('2026-11') ending with the month `now` falls in (Beijing time), oldest first. */
export function lastMonths(now: Date, count: number): string[] {
  const [year, month] = businessDate(now).split('-').map(Number);
  const current = year! * 12 + month! - 1;
  return Array.from({ length: count }, (_, index) => {
    const key = current - (count - 1) + index;
    return `${Math.floor(key / 12)}-${String((key % 12) + 1).padStart(2, '0')}`;
  });
}
