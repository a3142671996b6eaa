import { randomUUID } from 'node:crypto';
import { businessDate } from '../../records/today';

/**
 * A record's code: its prefix, the year it was created (Beijing time) and its id in six digits (`SQ2026000012`).
 * Derived from the id, so it is unique without a counter table.
 */
export function recordCode(prefix: string, id: number, createdAt: Date): string {
  return `${prefix}${businessDate(createdAt).slice(0, 4)}${String(id).padStart(6, '0')}`;
}

/** A unique stand-in for the code column until the row has its id; replaced in the same transaction. */
export const pendingCode = () => `~${randomUUID()}`;
