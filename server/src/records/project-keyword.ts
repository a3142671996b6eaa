import { like, or, type SQL } from 'drizzle-orm';
import { projects } from '../db/schema';
import type { Binder } from '../db/statements';
import { INLINE } from '../db/statements';
import { containing, keywordFilter } from '../http/list-query';

/**
 * Name or code contains the keyword. ILIKE folds the case of every row it reads, which makes a search in Chinese
 * names about three times slower than LIKE; a keyword without letters that have a case (Chinese, digits) finds
 * the same rows with LIKE.
 */
export function keywordMatch(keyword: string | undefined, values: Binder = INLINE): SQL | undefined {
  const text = keyword?.trim();
  if (!text) return undefined;
  if (text.toLowerCase() !== text.toUpperCase()) {
    values.shape('keyword:cased');
    return keywordFilter(text, [projects.name, projects.code], undefined, values);
  }
  const pattern = values.bind('keyword', containing(text));
  return or(like(projects.name, pattern), like(projects.code, pattern));
}
