import type { ReportPlanFormValues, ReportPlanItemValues } from '@pm/domain/forms/report-plan-form';
import type { ReportPlanDetail } from '@pm/domain/shapes';

export const newPlanItem = (): ReportPlanItemValues => ({
  kind: 'stage',
  title: '',
  offsetMonths: null,
  fixedDate: null,
  templateVersionId: null,
  instalmentSeq: null,
  reminderDays: 7,
});

export const newPlan = (): ReportPlanFormValues => ({
  name: '',
  agreementId: null,
  projectType: null,
  note: '',
  items: [newPlanItem()],
});

/** A saved plan as the editor holds it. */
export function toPlanValues(plan: ReportPlanDetail): ReportPlanFormValues {
  return {
    name: plan.name,
    agreementId: plan.agreementId,
    projectType: plan.projectType,
    note: plan.note,
    items: plan.items.map((item) => ({
      kind: item.kind,
      title: item.title,
      offsetMonths: item.offsetMonths,
      fixedDate: item.fixedDate,
      templateVersionId: item.templateVersionId,
      instalmentSeq: item.instalmentSeq,
      reminderDays: item.reminderDays,
    })),
  };
}

/** A cleared input hands back undefined (or ''): the body says null. */
const orNull = <T>(value: T | undefined | '') => (value === undefined || value === '' ? null : value);

/** The editor's values as the body of `POST`/`PUT /pm/report-plans`. */
export function toPlanBody(values: Partial<ReportPlanFormValues>): ReportPlanFormValues {
  return {
    name: values.name?.trim() ?? '',
    agreementId: orNull(values.agreementId),
    projectType: orNull(values.projectType),
    note: values.note?.trim() ?? '',
    items: (values.items ?? []).filter(Boolean).map((item) => ({
      kind: item.kind,
      title: item.title?.trim() ?? '',
      offsetMonths: orNull(item.offsetMonths),
      fixedDate: orNull(item.fixedDate),
      templateVersionId: orNull(item.templateVersionId),
      instalmentSeq: orNull(item.instalmentSeq),
      reminderDays: orNull(item.reminderDays),
    })),
  };
}
