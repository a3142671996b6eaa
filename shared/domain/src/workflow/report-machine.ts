import { defineMachine } from './machine';

/** A stage report (`/project/report/create`): draft → submitted → accepted / rejected / rework. */
export const REPORT_STATUSES = ['draft', 'submitted', 'accepted', 'rejected', 'rework'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const reportMachine = defineMachine({
  entity: 'report',
  statuses: REPORT_STATUSES,
  actions: {
    submit: { from: ['draft', 'rework'], to: 'submitted', permission: 'report:create', step: 'submit' },
    accept: {
      from: ['submitted'],
      to: 'accepted',
      permission: 'report:review',
      step: 'review',
      byApproval: true,
    },
    /** Its author takes it back from review before anyone has acted (through the approval engine). */
    withdraw: { from: ['submitted'], to: 'draft', permission: 'report:create', byApproval: true },
    reject: {
      from: ['submitted'],
      to: 'rejected',
      permission: 'report:review',
      step: 'review',
      byApproval: true,
    },
    rework: {
      from: ['submitted'],
      to: 'rework',
      permission: 'report:review',
      step: 'review',
      byApproval: true,
    },
  },
});
export type ReportAction = keyof typeof reportMachine.actions;

export const REPORT_EDITABLE_STATUSES = ['draft', 'rework'] as const satisfies readonly ReportStatus[];

/**
 * A reporting-schedule item is overdue when its due date has passed and no report against it has been submitted
 * or accepted (a rejected or reworked report does not count). Dates are ISO `YYYY-MM-DD`; `today` likewise.
 */
export function isReportOverdue(
  dueDate: string,
  reportStatuses: readonly ReportStatus[],
  today: string,
): boolean {
  if (dueDate >= today) return false;
  return !reportStatuses.some((status) => status === 'submitted' || status === 'accepted');
}
