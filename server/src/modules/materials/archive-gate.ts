import { MATERIAL_CATEGORY_DICT } from '@pm/domain/forms/material-form';
import { MATERIAL_KEPT_STATUSES } from '@pm/domain/workflow/material-machine';
import { and, asc, eq, inArray, notExists } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { qualified } from '../../db/qualified';
import { dictItems, materialCategoryRules, materials } from '../../db/schema';
import { conflict } from '../../http/errors';
import { requestLocale } from '../../http/locale';

/**
 * The categories a project still lacks to close: those whose rule says closing needs them
 * (`material_category_rules.required_for_close`) and of which the project has no entry in the archive (archived,
 * or borrowed: still the archive's). In the dictionary's order, as `material_category` values.
 */
export async function missingArchiveCategories(db: Executor, projectId: number): Promise<string[]> {
  const rows = await db
    .select({ category: materialCategoryRules.category })
    .from(materialCategoryRules)
    .leftJoin(
      dictItems,
      and(
        eq(dictItems.dictCode, MATERIAL_CATEGORY_DICT),
        eq(dictItems.value, materialCategoryRules.category),
      ),
    )
    .where(
      and(
        eq(materialCategoryRules.requiredForClose, true),
        notExists(
          db
            .select({ id: materials.id })
            .from(materials)
            .where(
              and(
                eq(materials.projectId, projectId),
                eq(materials.category, qualified(materialCategoryRules.category)),
                inArray(materials.status, [...MATERIAL_KEPT_STATUSES]),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(dictItems.sort), asc(materialCategoryRules.category));
  return rows.map((row) => row.category);
}

/**
 * The close gate: a project whose required categories are not all archived does not close (409 naming them in
 * the caller's language, by the dictionary's names).
 */
export async function assertArchiveComplete(
  db: Executor,
  request: FastifyRequest,
  projectId: number,
): Promise<void> {
  const missing = await missingArchiveCategories(db, projectId);
  if (missing.length === 0) return;
  const labels = await db
    .select({ value: dictItems.value, zh: dictItems.labelZh, en: dictItems.labelEn })
    .from(dictItems)
    .where(and(eq(dictItems.dictCode, MATERIAL_CATEGORY_DICT), inArray(dictItems.value, missing)));
  const english = requestLocale(request) === 'en-US';
  const named = missing.map((category) => {
    const label = labels.find((row) => row.value === category);
    return label ? (english ? label.en : label.zh) : category;
  });
  throw conflict(
    request.t('material.closeGate', { categories: named.join(request.t('material.categorySeparator')) }),
  );
}
