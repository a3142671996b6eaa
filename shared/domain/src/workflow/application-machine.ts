import { defineMachine } from './machine';

/** A project application (`/submit/apply`): new → submitted → in review → approved / rejected / rework requested. */
export const APPLICATION_STATUSES = [
  'new',
  'submitted',
  'in_review',
  'approved',
  'rejected',
  'rework_requested',
  'resubmitted',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const applicationMachine = defineMachine({
  entity: 'application',
  statuses: APPLICATION_STATUSES,
  actions: {
    submit: { from: ['new'], to: 'submitted', permission: 'application:create', step: 'submit' },
    resubmit: {
      from: ['rework_requested'],
      to: 'resubmitted',
      permission: 'application:create',
      step: 'submit',
    },
    /** The applicant takes a submitted application back to change it; its project is withdrawn meanwhile. */
    withdraw: {
      from: ['submitted', 'in_review', 'resubmitted'],
      to: 'rework_requested',
      permission: 'application:create',
      byApproval: true,
    },
    review: {
      from: ['submitted', 'resubmitted'],
      to: 'in_review',
      permission: 'application:review',
      step: 'review',
      byApproval: true,
    },
    approve: {
      from: ['in_review'],
      to: 'approved',
      permission: 'application:review',
      step: 'review',
      byApproval: true,
    },
    reject: {
      from: ['in_review'],
      to: 'rejected',
      permission: 'application:review',
      step: 'review',
      byApproval: true,
    },
    rework: {
      from: ['in_review'],
      to: 'rework_requested',
      permission: 'application:review',
      step: 'review',
      byApproval: true,
    },
  },
});
export type ApplicationAction = keyof typeof applicationMachine.actions;

/** An application's content may be edited while it is with the applicant. */
export const APPLICATION_EDITABLE_STATUSES = [
  'new',
  'rework_requested',
] as const satisfies readonly ApplicationStatus[];
