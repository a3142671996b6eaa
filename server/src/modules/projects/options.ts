import type { ProjectOptions } from '@pm/domain/shapes';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { beneficiaries, departments, partners, users } from '../../db/schema';

/** The choices of the project forms; a disabled user can no longer be made a manager. */
export async function projectOptions(db: Executor): Promise<ProjectOptions> {
  const named = { id: departments.id, name: departments.name };
  return {
    departments: await db.select(named).from(departments).orderBy(asc(departments.sort), asc(departments.id)),
    managers: await db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(eq(users.status, 'active'))
      .orderBy(asc(users.name), asc(users.id)),
    partners: await db
      .select({ id: partners.id, name: partners.name })
      .from(partners)
      .orderBy(asc(partners.name), asc(partners.id)),
    beneficiaries: await db
      .select({ id: beneficiaries.id, name: beneficiaries.name, type: beneficiaries.type })
      .from(beneficiaries)
      // Merged and inactive ones are not chosen for new work.
      .where(eq(beneficiaries.status, 'active'))
      .orderBy(asc(beneficiaries.name), asc(beneficiaries.id)),
  };
}
