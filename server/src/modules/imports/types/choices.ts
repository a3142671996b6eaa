import { and, asc, inArray } from 'drizzle-orm';
import type { Bilingual } from '@pm/domain/texts/bilingual';
import type { Executor } from '../../../db/client';
import { dictItems } from '../../../db/schema';
import { importTexts } from '../../../texts/imports';
import type { Choice } from './definition';

/**
 * A fixed list's choices, named by the import texts (`import.<group>.<value>`), or by another module's texts
 * (`<prefix>.<value>` in `texts`) where that module already names them.
 */
export function fixedChoices(
  group: string,
  values: readonly string[],
  texts: Bilingual = importTexts,
  prefix = `import.${group}`,
): Choice[] {
  return values.map((value) => {
    const [zh, en] = texts[`${prefix}.${value}`] ?? [value, value];
    return { value, zh, en };
  });
}

/** Several dictionaries' items, in their order, read in one query. */
export async function dictChoices(db: Executor, codes: readonly string[]): Promise<Record<string, Choice[]>> {
  const rows = await db
    .select({
      dictCode: dictItems.dictCode,
      value: dictItems.value,
      zh: dictItems.labelZh,
      en: dictItems.labelEn,
    })
    .from(dictItems)
    .where(and(inArray(dictItems.dictCode, [...codes])))
    .orderBy(asc(dictItems.dictCode), asc(dictItems.sort), asc(dictItems.id));
  const out: Record<string, Choice[]> = Object.fromEntries(codes.map((code) => [code, []]));
  for (const row of rows) out[row.dictCode]!.push({ value: row.value, zh: row.zh, en: row.en });
  return out;
}
