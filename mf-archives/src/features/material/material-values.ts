import type { MaterialCategory } from '@pm/domain/shapes';
import { retentionUntil } from '@pm/domain/utils/retention';

/**
 * The retention date a new entry of `category` is proposed: its rule's period counted from today (the form's
 * field stays editable); none when the category has no rule.
 */
export function proposedRetention(
  category: string | undefined,
  categories: readonly MaterialCategory[] | undefined,
  today: string,
): { years: number; until: string } | null {
  const years = categories?.find((item) => item.value === category)?.retentionYears ?? null;
  return years === null ? null : { years, until: retentionUntil(today, years) };
}

/** A size in bytes as people read it (KB to one decimal, MB to one). */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
