import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { departments, users } from '../../db/schema';
import { departmentSubtree } from '../../security/data-scope';

export interface Department {
  id: number;
  name: string;
  parentId: number | null;
  sort: number;
}

/** Every department: the tree is small (an organisation chart), so it is walked in memory. */
export async function allDepartments(db: Executor): Promise<Department[]> {
  return db
    .select({
      id: departments.id,
      name: departments.name,
      parentId: departments.parentId,
      sort: departments.sort,
    })
    .from(departments)
    .orderBy(departments.sort, departments.id);
}

/** The department and every department below it (the data scope's walk of the tree). */
export function subtreeIds(all: Department[], rootId: number): number[] {
  return departmentSubtree(all, [rootId]);
}

/** Active staff per department (direct members only). */
export async function activeStaffPerDepartment(db: Executor): Promise<Map<number, number>> {
  const rows = await db
    .select({ departmentId: users.departmentId, n: count() })
    .from(users)
    .where(and(eq(users.status, 'active'), isNotNull(users.departmentId)))
    .groupBy(users.departmentId);
  return new Map(rows.map((row) => [row.departmentId!, row.n]));
}

export async function departmentOf(db: Executor, userId: number): Promise<number | null> {
  const [row] = await db.select({ departmentId: users.departmentId }).from(users).where(eq(users.id, userId));
  return row?.departmentId ?? null;
}
