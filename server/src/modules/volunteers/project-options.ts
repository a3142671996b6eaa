import type { VolunteerProjectOption } from '@pm/domain/shapes/volunteer';
import { and, asc, isNotNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { projects } from '../../db/schema';

/** Top projects by code, each with the sub-projects of its tree: what a service record may be for. */
export async function volunteerProjectOptions(db: Executor): Promise<VolunteerProjectOption[]> {
  const rows = await db
    .select({
      id: projects.id,
      code: projects.code,
      name: projects.name,
      parentId: projects.parentId,
      rootId: projects.rootId,
    })
    .from(projects)
    .where(and(isNotNull(projects.rootId), ne(projects.status, 'draft')))
    .orderBy(asc(projects.code));
  const tops = rows.filter((row) => row.parentId === null);
  return tops.map((top) => ({
    id: top.id,
    code: top.code,
    name: top.name,
    subProjects: rows
      .filter((row) => row.parentId !== null && row.rootId === top.id)
      .map(({ id, code, name }) => ({ id, code, name })),
  }));
}
