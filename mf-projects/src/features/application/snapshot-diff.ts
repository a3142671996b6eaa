import type { ApplicationContent } from '@pm/domain/shapes';
import { compareMoney } from '@pm/domain/money';

const TEXT_FIELDS = ['title', 'summary', 'startDate', 'endDate'] as const;

function sameMoney(a: string, b: string): boolean {
  return compareMoney(a, b) === 0;
}

function sameIds(a: readonly number[], b: readonly number[]): boolean {
  const sorted = (ids: readonly number[]) => [...ids].sort((x, y) => x - y).join(',');
  return sorted(a) === sorted(b);
}

/**
 * What differs between a submitted round and the application now, as field paths the form uses: `title`,
 * `costItems[1].amount`, or a whole row `costItems[2]` that exists on one side only. Amounts compare as decimals
 * ('100' = '100.00'); attachments as a set of ids.
 */
export function contentChanges(then: ApplicationContent, now: ApplicationContent): string[] {
  const changes: string[] = TEXT_FIELDS.filter((field) => then[field] !== now[field]);
  if (!sameMoney(then.amountRequested, now.amountRequested)) changes.push('amountRequested');
  const rows = Math.max(then.costItems.length, now.costItems.length);
  for (let index = 0; index < rows; index += 1) {
    const before = then.costItems[index];
    const after = now.costItems[index];
    if (!before || !after) {
      changes.push(`costItems[${index}]`);
      continue;
    }
    if (before.name !== after.name) changes.push(`costItems[${index}].name`);
    if (!sameMoney(before.amount, after.amount)) changes.push(`costItems[${index}].amount`);
    if ((before.note ?? '') !== (after.note ?? '')) changes.push(`costItems[${index}].note`);
  }
  if (!sameIds(then.attachmentIds, now.attachmentIds)) changes.push('attachmentIds');
  return changes;
}
