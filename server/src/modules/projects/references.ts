import { labelOf, projectLabels, type ProjectFormValues } from '@pm/domain/forms';
import { bodyOfValues } from '@pm/domain/shapes/field-table';
import { projectFields } from '@pm/domain/shapes/project';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { writtenColumns } from '../../db/field-columns';
import { areas, departments, dictItems, partners, projects, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { requestLocale } from '../../http/locale';

/**
 * The body as the shared form sees it: text trimmed, absent fields empty, each partner once. The body's schema
 * checked its types; the form checks its values.
 */
export function formValues(body: Record<string, unknown>): ProjectFormValues {
  const values = bodyOfValues(projectFields, body as Partial<ProjectFormValues>);
  return { ...values, partnerIds: [...new Set(values.partnerIds)] };
}

/** The project's own columns from checked form values. */
export const projectColumns = (values: ProjectFormValues) => writtenColumns(projects, projectFields, values);

async function found(query: Promise<{ n: number }[]>): Promise<boolean> {
  const [row] = await query;
  return (row?.n ?? 0) > 0;
}

/**
 * The ids and codes the form points to must exist (the manager must be active staff, the type a `project_type`
 * entry): a 422 that names each wrong field, like a refused form, so the page shows it under that field.
 */
export async function assertReferences(
  db: Executor,
  request: FastifyRequest,
  values: ProjectFormValues,
): Promise<void> {
  const MISSING = 'project.referenceMissing';
  const MISSING_OR_DISABLED = 'project.referenceDisabled';
  const wrong: [field: string, key: string][] = [];
  const department = values.departmentId;
  if (
    department !== null &&
    !(await found(db.select({ n: count() }).from(departments).where(eq(departments.id, department))))
  ) {
    wrong.push(['departmentId', MISSING]);
  }
  const manager = values.managerId;
  const activeManager = db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.id, manager ?? 0), eq(users.status, 'active')));
  if (manager !== null && !(await found(activeManager))) wrong.push(['managerId', MISSING_OR_DISABLED]);
  if (values.partnerIds.length > 0) {
    const [known] = await db
      .select({ n: count() })
      .from(partners)
      .where(inArray(partners.id, values.partnerIds));
    if ((known?.n ?? 0) !== values.partnerIds.length) wrong.push(['partnerIds', MISSING]);
  }
  const type = db
    .select({ n: count() })
    .from(dictItems)
    .where(and(eq(dictItems.dictCode, 'project_type'), eq(dictItems.value, values.type)));
  if (!(await found(type))) wrong.push(['type', MISSING]);
  if (!(await found(db.select({ n: count() }).from(areas).where(eq(areas.code, values.areaCode))))) {
    wrong.push(['areaCode', MISSING]);
  }
  if (wrong.length === 0) return;
  const locale = requestLocale(request);
  const errors = wrong.map(([field, key]) => ({
    field,
    message: request.t(key, { label: labelOf(projectLabels, field, locale) }),
  }));
  throw new AppError(422, errors[0]!.message, undefined, { errors });
}
