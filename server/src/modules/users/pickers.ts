import type { UserPick } from '@pm/domain/shapes/system-user';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { departments, users } from '../../db/schema';

/** Active staff users with their department, for every user picker. */
export function activeUsers(db: Executor): Promise<UserPick[]> {
  return db
    .select({ id: users.id, name: users.name, username: users.username, departmentName: departments.name })
    .from(users)
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .where(eq(users.status, 'active'))
    .orderBy(asc(users.name), asc(users.id));
}
