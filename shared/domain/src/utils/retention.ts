/** The longest retention period a category may give (a CHECK on `material_category_rules` holds it too). */
export const MAX_RETENTION_YEARS = 100;

/**
 * The last day an entry filed on `filedOn` must be kept, for a period of `years`: the same calendar day that many
 * years later (29 February becomes 28 February in a year without it). ISO dates.
 */
export function retentionUntil(filedOn: string, years: number): string {
  if (!Number.isInteger(years) || years < 1 || years > MAX_RETENTION_YEARS) {
    throw new RangeError(`retention of ${years} years`);
  }
  const [year, month, day] = filedOn.split('-').map(Number) as [number, number, number];
  const target = year + years;
  const lastOfMonth = new Date(Date.UTC(target, month, 0)).getUTCDate();
  return `${target}-${String(month).padStart(2, '0')}-${String(Math.min(day, lastOfMonth)).padStart(2, '0')}`;
}

/** Whether an entry may be destroyed on `today`: only once its retention date has passed (that day still keeps it). */
export function isRetentionOver(retentionUntilDate: string, today: string): boolean {
  return retentionUntilDate < today;
}
