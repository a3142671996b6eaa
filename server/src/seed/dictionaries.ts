import type { Transaction } from '../db/client';
import { dictItems } from '../db/schema';

/** Lookup lists every installation starts with; administrators extend them (values are stored, labels shown). */
export const DICTIONARIES: Record<string, [value: string, zh: string, en: string][]> = {
  project_type: [
    ['poverty', '乡村振兴', 'Rural development'],
    ['education', '教育助学', 'Education'],
    ['medical', '医疗救助', 'Medical aid'],
    ['community', '社区发展', 'Community development'],
    ['disaster', '救灾减灾', 'Disaster relief'],
    ['environment', '生态环保', 'Environment'],
  ],
};

export async function seedDictionaries(tx: Transaction): Promise<void> {
  const rows = Object.entries(DICTIONARIES).flatMap(([dictCode, entries]) =>
    entries.map(([value, labelZh, labelEn], index) => ({
      dictCode,
      value,
      labelZh,
      labelEn,
      sort: index + 1,
    })),
  );
  await tx
    .insert(dictItems)
    .values(rows)
    .onConflictDoNothing({ target: [dictItems.dictCode, dictItems.value] });
}
