import type { AgreementDetail } from '@pm/domain/shapes';
import type { AgreementFormValues, InstalmentValues } from '@pm/domain/forms';

export const emptyInstalment = (): InstalmentValues => ({ plannedDate: '', amount: '', reportSeq: null });

export function newAgreementValues(projectId: number | null): AgreementFormValues {
  return {
    projectId,
    partyA: '',
    partyB: '',
    signedDate: '',
    effectiveDate: '',
    expiryDate: '',
    totalAmount: '',
    instalments: [emptyInstalment()],
    reportItems: [],
    clauses: [],
    fileIds: [],
  };
}

/** A draft's form; its files are not part of it (each upload is a new version, added from the detail). */
export function agreementValuesOf(detail: AgreementDetail): AgreementFormValues {
  const bySeq = <T extends { seq: number }>(rows: T[]) => [...rows].sort((a, b) => a.seq - b.seq);
  return {
    projectId: detail.projectId,
    partyA: detail.partyA,
    partyB: detail.partyB,
    signedDate: detail.signedDate,
    effectiveDate: detail.effectiveDate,
    expiryDate: detail.expiryDate,
    totalAmount: detail.totalAmount,
    instalments: bySeq(detail.instalments).map(({ plannedDate, amount, reportSeq }) => ({
      plannedDate,
      amount,
      reportSeq,
    })),
    reportItems: bySeq(detail.reportItems).map(({ title, dueDate }) => ({ title, dueDate })),
    clauses: detail.clauses.map(({ title, content }) => ({ title, content })),
    fileIds: [],
  };
}

/** The form's values as the server takes them (untouched fields arrive undefined, text is trimmed). */
export function toAgreementBody(
  values: Partial<AgreementFormValues>,
  fileIds: number[],
): AgreementFormValues {
  const text = (value: string | undefined) => value?.trim() ?? '';
  return {
    projectId: values.projectId ?? null,
    partyA: text(values.partyA),
    partyB: text(values.partyB),
    signedDate: values.signedDate ?? '',
    effectiveDate: values.effectiveDate ?? '',
    expiryDate: values.expiryDate ?? '',
    totalAmount: values.totalAmount ?? '',
    instalments: (values.instalments ?? []).map((row) => ({
      plannedDate: row?.plannedDate ?? '',
      amount: row?.amount ?? '',
      reportSeq: row?.reportSeq ?? null,
    })),
    reportItems: (values.reportItems ?? []).map((row) => ({
      title: text(row?.title),
      dueDate: row?.dueDate ?? '',
    })),
    clauses: (values.clauses ?? []).map((row) => ({ title: text(row?.title), content: text(row?.content) })),
    fileIds,
  };
}
