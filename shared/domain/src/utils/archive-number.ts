/**
 * The archive number of an entry: `DA-<year>-<project code>-<sequence>`, the sequence counting the project's
 * entries of that year from 1 without gaps (the server draws it from a counter row in the transaction that files
 * the entry). Four digits at least; a project's 10 000th entry of a year simply gets a fifth.
 */
export const ARCHIVE_NUMBER_PREFIX = 'DA';

export function archiveNumber(year: number, projectCode: string, sequence: number): string {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) throw new RangeError(`year ${year}`);
  if (!Number.isInteger(sequence) || sequence < 1) throw new RangeError(`sequence ${sequence}`);
  return `${ARCHIVE_NUMBER_PREFIX}-${year}-${projectCode}-${String(sequence).padStart(4, '0')}`;
}
