import type { ApplicationDetail } from '@pm/domain/shapes';
import type { ApplicationFormValues, CostItem } from '@pm/domain/forms';

export const emptyCostItem = (): CostItem => ({ name: '', amount: '', note: '' });

/** A new application: one empty cost row to start from, the project fixed when the page came with one. */
export function newApplicationValues(projectId: number | null): ApplicationFormValues {
  return {
    projectId,
    applicantType: 'partner',
    applicantId: null,
    title: '',
    summary: '',
    startDate: '',
    endDate: '',
    amountRequested: '',
    costItems: [emptyCostItem()],
    attachmentIds: [],
  };
}

/**
 * The form of a saved application. Its attachments are listed beside the upload (they stay attached), so the
 * upload field starts empty and holds only what is added now; `toApplicationBody` sends both.
 */
export function applicationValuesOf(detail: ApplicationDetail): ApplicationFormValues {
  return {
    projectId: detail.projectId,
    applicantType: detail.applicantType,
    applicantId: detail.applicantId,
    title: detail.title,
    summary: detail.summary,
    startDate: detail.startDate,
    endDate: detail.endDate,
    amountRequested: detail.amountRequested,
    costItems: detail.costItems.map((item) => ({ ...item, note: item.note ?? '' })),
    attachmentIds: [],
  };
}

/**
 * What the form holds, in the shape the server expects: fields left untouched arrive as undefined. The server keeps
 * exactly the attachments a save lists, so those already attached (`kept`) go with the new uploads.
 */
export function toApplicationBody(
  values: Partial<ApplicationFormValues>,
  kept: readonly number[] = [],
): ApplicationFormValues {
  return {
    projectId: values.projectId ?? null,
    applicantType: values.applicantType ?? 'partner',
    applicantId: values.applicantId ?? null,
    title: values.title?.trim() ?? '',
    summary: values.summary?.trim() ?? '',
    startDate: values.startDate ?? '',
    endDate: values.endDate ?? '',
    amountRequested: values.amountRequested ?? '',
    costItems: (values.costItems ?? []).map((item) => ({
      name: item?.name?.trim() ?? '',
      amount: item?.amount ?? '',
      note: item?.note?.trim() ?? '',
    })),
    attachmentIds: [...new Set([...kept, ...(values.attachmentIds ?? [])])],
  };
}
