import type { ReportDetail, ReportItem } from '@pm/domain/shapes';
import type { IndicatorValues, ReportFormValues } from '@pm/domain/forms';
import type { ReportStatus } from '@pm/domain/workflow';

export const emptyIndicator = (): IndicatorValues => ({ name: '', unit: '', target: '', actual: '' });

/** A new report: the schedule item the page was opened for, and one indicator row to start from. */
export function newReportValues(reportItemId: number | null): Partial<ReportFormValues> {
  return {
    reportItemId,
    title: '',
    summary: '',
    indicators: [emptyIndicator()],
    amountSpent: '',
    spendingSummary: '',
    attachmentIds: [],
  };
}

/**
 * A saved report as form values. The upload field holds only the files added in this visit (FileUpload lists the
 * attached ones beside it); `toReportBody` adds the attached ones back, since a save unlinks any file it omits.
 */
export function reportValuesOf(report: ReportDetail): ReportFormValues {
  return {
    reportItemId: report.reportItemId,
    title: report.title,
    summary: report.summary,
    indicators: report.indicators.map((indicator) => ({ ...indicator })),
    beneficiariesReached: report.beneficiariesReached,
    amountSpent: report.amountSpent,
    spendingSummary: report.spendingSummary,
    attachmentIds: [],
  };
}

/** What the form holds, with the fields Arco leaves undefined filled in, as the server takes it. */
export function toReportBody(
  values: Partial<ReportFormValues>,
  attachedIds: readonly number[] = [],
): ReportFormValues {
  return {
    reportItemId: values.reportItemId ?? null,
    title: values.title?.trim() ?? '',
    summary: values.summary?.trim() ?? '',
    indicators: (values.indicators ?? []).map((row) => ({
      name: row?.name?.trim() ?? '',
      unit: row?.unit?.trim() ?? '',
      target: row?.target ?? '',
      actual: row?.actual ?? '',
    })),
    beneficiariesReached: values.beneficiariesReached ?? 0,
    amountSpent: values.amountSpent ?? '',
    spendingSummary: values.spendingSummary?.trim() ?? '',
    attachmentIds: [...new Set([...attachedIds, ...(values.attachmentIds ?? [])])],
  };
}

/** A report in one of these holds its schedule item: a new one may be filed only after a rejection. */
const LIVE_REPORT_STATUSES: readonly ReportStatus[] = ['draft', 'submitted', 'accepted', 'rework'];

/** The status of the report that holds the item against a new one, or null when the item is free. */
export function takenBy(item: ReportItem, editingReportId: number | null): ReportStatus | null {
  if (item.reportId === null || item.reportId === editingReportId || item.reportStatus === null) return null;
  return LIVE_REPORT_STATUSES.includes(item.reportStatus) ? item.reportStatus : null;
}
