import type { BeneficiaryDetail, MergePreview } from '@pm/domain/shapes';
import { COMPANY_MERGE_GROUPS, PERSON_MERGE_GROUPS } from '@pm/domain/shapes';

export type MergeSide = 'survivor' | 'other';

/** The fields a merge group moves together (the ID type with its number, the bank's three fields…). */
export function groupFields(type: BeneficiaryDetail['type'], group: string): readonly string[] {
  const groups: Record<string, readonly string[]> =
    type === 'person' ? PERSON_MERGE_GROUPS : COMPANY_MERGE_GROUPS;
  return groups[group] ?? [];
}

/** A record's fields of one group with their values, as the detail holds them (masked where it masks). */
export function groupEntries(record: BeneficiaryDetail, group: string): [field: string, value: unknown][] {
  const profile = (record.person ?? record.company ?? {}) as Record<string, unknown>;
  return groupFields(record.type, group).map((field) => [field, profile[field]]);
}

/** A record's values of one group's fields. */
export const groupValues = (record: BeneficiaryDetail, group: string): unknown[] =>
  groupEntries(record, group).map(([, value]) => value);

const blank = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** Whether the two records hold the same values in a group: nothing to choose there. */
export function sameInGroup(preview: MergePreview, group: string): boolean {
  const mine = groupValues(preview.survivor, group);
  const theirs = groupValues(preview.other, group);
  return JSON.stringify(mine) === JSON.stringify(theirs);
}

/**
 * The pick a merge starts from: the survivor's value in every group, except where the survivor has nothing and
 * the other record has something (a phone only the other knew): then the other's.
 */
export function initialPick(preview: MergePreview): Record<string, MergeSide> {
  return Object.fromEntries(
    preview.groups.map((group) => {
      const mine = groupValues(preview.survivor, group);
      const theirs = groupValues(preview.other, group);
      return [group, mine.every(blank) && !theirs.every(blank) ? 'other' : 'survivor'];
    }),
  );
}
