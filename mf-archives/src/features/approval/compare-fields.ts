import type { ApprovalField } from '@pm/domain/shapes';

/** One field of the record as submitted and as it is now; null where one side lacks it. */
export interface ComparedField {
  label: string;
  snapshot: string | null;
  live: string | null;
  changed: boolean;
}

/**
 * The snapshot's fields in their order, each beside the live record's field of the same label, then the fields only
 * the live record has. A field changed since submission — or present on one side only — is marked.
 */
export function compareFields(
  snapshot: readonly ApprovalField[],
  live: readonly ApprovalField[],
): ComparedField[] {
  const now = new Map(live.map((field) => [field.label, field.value]));
  const submitted = new Set(snapshot.map((field) => field.label));
  const pair = (label: string, before: string | null, after: string | null): ComparedField => ({
    label,
    snapshot: before,
    live: after,
    changed: before !== after,
  });
  return [
    ...snapshot.map((field) => pair(field.label, field.value, now.get(field.label) ?? null)),
    ...live
      .filter((field) => !submitted.has(field.label))
      .map((field) => pair(field.label, null, field.value)),
  ];
}
