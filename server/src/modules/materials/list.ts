import type { Page } from '@pm/domain/contracts';
import { and, count, eq } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Executor } from '../../db/client';
import { materials, projects, users } from '../../db/schema';
import { fetchPage, keywordFilter, planList } from '../../http/list-query';
import type { MaterialListItem } from '@pm/domain/shapes';
import type { MaterialListQuery } from './schema';

export async function listMaterials(
  db: Executor,
  query: Static<typeof MaterialListQuery>,
): Promise<Page<MaterialListItem>> {
  const where = and(
    keywordFilter(query.keyword, [materials.title, materials.code, materials.fileName]),
    query.category ? eq(materials.category, query.category) : undefined,
    query.status ? eq(materials.status, query.status) : undefined,
    query.projectId ? eq(materials.projectId, query.projectId) : undefined,
  );
  const plan = planList(
    query,
    {
      code: materials.code,
      title: materials.title,
      category: materials.category,
      status: materials.status,
      createdAt: materials.createdAt,
    },
    { field: 'createdAt', order: 'descend' },
    materials.id,
  );
  const rows = db
    .select({
      id: materials.id,
      code: materials.code,
      title: materials.title,
      category: materials.category,
      projectId: materials.projectId,
      projectName: projects.name,
      fileName: materials.fileName,
      status: materials.status,
      uploadedBy: users.name,
      createdAt: materials.createdAt,
    })
    .from(materials)
    .leftJoin(projects, eq(projects.id, materials.projectId))
    .leftJoin(users, eq(users.id, materials.uploadedBy))
    .where(where)
    .$dynamic();
  const total = db.select({ value: count() }).from(materials).where(where);
  return fetchPage(rows, total, plan, (row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
