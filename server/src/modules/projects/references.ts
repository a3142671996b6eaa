import { labelOf, projectLabels, type ProjectFormValues } from '@pm/domain/forms';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { areas, departments, dictItems, partners, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { requestLocale } from '../../http/locale';
import type { ProjectBodyValues } from './write-schema';

/** The body as the shared form sees it: text trimmed, absent fields empty, each partner once. */
export function formValues(body: ProjectBodyValues): ProjectFormValues {
  return {
    name: body.name?.trim() ?? '',
    type: body.type?.trim() ?? '',
    departmentId: body.departmentId ?? null,
    managerId: body.managerId ?? null,
    partnerIds: [...new Set(body.partnerIds ?? [])],
    areaCode: body.areaCode?.trim() ?? '',
    startDate: body.startDate?.trim() ?? '',
    endDate: body.endDate?.trim() ?? '',
    goal: body.goal?.trim() ?? '',
    // Absent stays absent so the form's `required` rule names it; the rules guarantee a number after the check.
    targetBeneficiaries: body.targetBeneficiaries as number,
    plannedBudget: body.plannedBudget?.trim() ?? '',
  };
}

/** The project's own columns from checked form values. */
export function projectColumns(values: ProjectFormValues) {
  return {
    name: values.name,
    type: values.type,
    departmentId: values.departmentId,
    managerId: values.managerId,
    areaCode: values.areaCode,
    startDate: values.startDate,
    endDate: values.endDate,
    goal: values.goal,
    targetBeneficiaries: values.targetBeneficiaries,
    plannedBudget: values.plannedBudget,
  };
}

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
