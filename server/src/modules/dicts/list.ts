import type { DictItem } from '@pm/domain/shapes';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { dictItems } from '../../db/schema';

/** The entries of one dictionary in their configured order; an unknown code has none. */
export async function listDictItems(db: Executor, code: string): Promise<DictItem[]> {
  return db
    .select({ value: dictItems.value, labelZh: dictItems.labelZh, labelEn: dictItems.labelEn })
    .from(dictItems)
    .where(eq(dictItems.dictCode, code))
    .orderBy(asc(dictItems.sort), asc(dictItems.value));
}
