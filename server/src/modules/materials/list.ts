import type { Page } from '@pm/domain/contracts';
import { MATERIAL_CATEGORY_DICT } from '@pm/domain/forms/material-form';
import type { MaterialCategory, MaterialListItem, MaterialProjectOption } from '@pm/domain/shapes/material';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Executor } from '../../db/client';
import { dictItems, materialCategoryRules, materials, projects } from '../../db/schema';
import { fetchPage, keywordFilter, planList } from '../../http/list-query';
import { businessDate } from '../../records/today';
import { projectInScope } from '../../security/data-scope';
import { materialWhere } from './filters';
import { itemColumns, toItem, withItemJoins } from './rows';
import type { MaterialListQuery, ProjectOptionsQuery } from './schema';
import type { MaterialReader } from './visibility';

/** One page of the archive as the reader sees it (newest first unless sorted). */
export async function listMaterials(
  db: Executor,
  query: Static<typeof MaterialListQuery>,
  reader: MaterialReader,
): Promise<Page<MaterialListItem>> {
  const today = businessDate();
  const where = materialWhere(db, query, reader, today);
  const plan = planList(
    query,
    {
      code: materials.code,
      title: materials.title,
      category: materials.category,
      status: materials.status,
      retentionUntil: materials.retentionUntil,
      createdAt: materials.createdAt,
    },
    { field: 'createdAt', order: 'descend' },
    materials.id,
  );
  const rows = withItemJoins(db.select(itemColumns).from(materials).$dynamic()).where(where);
  const total = db.select({ value: count() }).from(materials).where(where);
  return fetchPage(rows, total, plan, (row) => toItem(row, today));
}

/** Every category of the dictionary, with its archive rule (none: no period, not required to close). */
export async function materialCategories(db: Executor): Promise<MaterialCategory[]> {
  const rows = await db
    .select({
      value: dictItems.value,
      retentionYears: materialCategoryRules.retentionYears,
      requiredForClose: materialCategoryRules.requiredForClose,
    })
    .from(dictItems)
    .leftJoin(materialCategoryRules, eq(materialCategoryRules.category, dictItems.value))
    .where(eq(dictItems.dictCode, MATERIAL_CATEGORY_DICT))
    .orderBy(asc(dictItems.sort), asc(dictItems.id));
  return rows.map((row) => ({ ...row, requiredForClose: row.requiredForClose ?? false }));
}

const PROJECT_OPTIONS = 50;

/** Projects of the reader's scope whose code or name holds the keyword: where an entry may be filed. */
export async function materialProjectOptions(
  db: Executor,
  query: Static<typeof ProjectOptionsQuery>,
  reader: MaterialReader,
): Promise<MaterialProjectOption[]> {
  return db
    .select({ id: projects.id, code: projects.code, name: projects.name })
    .from(projects)
    .where(and(projectInScope(reader.scope), keywordFilter(query.keyword, [projects.code, projects.name])))
    .orderBy(asc(projects.code))
    .limit(PROJECT_OPTIONS);
}
