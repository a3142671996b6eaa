import type { Page } from '@pm/shared/contracts';
import { and, count, eq } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Executor } from '../../db/client';
import { materials, projects, users } from '../../db/schema';
import { keywordFilter, planList, toPage } from '../../http/list-query';
import type { MaterialItem, MaterialListQuery } from './schema';

export async function listMaterials(
  db: Executor,
  query: Static<typeof MaterialListQuery>,
): Promise<Page<Static<typeof MaterialItem>>> {
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
  const rows = await db
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
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  const [total] = await db.select({ value: count() }).from(materials).where(where);
  return toPage(
    rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total?.value ?? 0,
    plan,
  );
}
