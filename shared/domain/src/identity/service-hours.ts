import { Dec } from '../utils/decimal';

/**
 * Hours a volunteer served between two instants (ISO 8601 strings with an offset, or Date), rounded to the
 * quarter hour, two decimals as a string ('3.25'); null when either end is missing, malformed, or the end is not
 * after the start. Quarter hours are what a sign-in sheet can vouch for; the string keeps sums exact.
 */
export function serviceHours(
  start: string | Date | null | undefined,
  end: string | Date | null | undefined,
): string | null {
  if (!start || !end) return null;
  const from = start instanceof Date ? start.getTime() : Date.parse(start);
  const to = end instanceof Date ? end.getTime() : Date.parse(end);
  if (Number.isNaN(from) || Number.isNaN(to) || to <= from) return null;
  const quarters = Math.round((to - from) / (15 * 60 * 1000));
  return new Dec(quarters).div(4).toFixed(2);
}

/** The sum of hour strings, exact, two decimals. */
export function totalHours(hours: readonly (string | null | undefined)[]): string {
  return hours
    .reduce((sum: InstanceType<typeof Dec>, value) => (value ? sum.plus(value) : sum), new Dec(0))
    .toFixed(2);
}
