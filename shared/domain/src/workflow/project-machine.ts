import { canTransition, defineMachine } from './machine';

/**
 * A project's life: draft → applying → under review → approved → agreement signed → in progress → closing → closed,
 * with the side states rejected, withdrawn, suspended and terminated.
 */
export const PROJECT_STATUSES = [
  'draft',
  'applying',
  'under_review',
  'approved',
  'agreement_signed',
  'in_progress',
  'closing',
  'closed',
  'rejected',
  'withdrawn',
  'suspended',
  'terminated',
] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/**
 * `apply`, `review`, `approve`, `reject`, `rework` and `sign` follow the project's application and agreement
 * (the application's submit, review and decision, the agreement's approval); the others are buttons on the project.
 */
export const projectMachine = defineMachine({
  entity: 'project',
  statuses: PROJECT_STATUSES,
  actions: {
    apply: { from: ['draft', 'withdrawn'], to: 'applying', permission: 'application:create' },
    review: { from: ['applying'], to: 'under_review', permission: 'application:review' },
    approve: { from: ['under_review'], to: 'approved', permission: 'application:review' },
    reject: { from: ['under_review'], to: 'rejected', permission: 'application:review' },
    rework: { from: ['under_review'], to: 'applying', permission: 'application:review' },
    sign: { from: ['approved'], to: 'agreement_signed', permission: 'agreement:approve' },
    withdraw: { from: ['applying', 'under_review'], to: 'withdrawn', permission: 'project:manage' },
    // A top project starts after its agreement is signed; a sub-project, funded from its parent, once approved.
    start: { from: ['approved', 'agreement_signed'], to: 'in_progress', permission: 'project:manage' },
    suspend: { from: ['in_progress'], to: 'suspended', permission: 'project:manage' },
    resume: { from: ['suspended'], to: 'in_progress', permission: 'project:manage' },
    close: { from: ['in_progress'], to: 'closing', permission: 'project:manage' },
    finish: { from: ['closing'], to: 'closed', permission: 'project:manage', byApproval: true },
    /** Closing was rejected or withdrawn (through the approval engine): the project goes on. */
    reopen: { from: ['closing'], to: 'in_progress', permission: 'project:manage', byApproval: true },
    terminate: {
      from: ['approved', 'agreement_signed', 'in_progress', 'suspended', 'closing'],
      to: 'terminated',
      permission: 'project:terminate',
    },
  },
});
export type ProjectAction = keyof typeof projectMachine.actions;

/**
 * The buttons on a project's detail page; the other actions belong to its application and agreement, and to its
 * closing approval (`close` starts it; its last approval finishes the project, a rejection reopens it).
 */
export const PROJECT_BUTTON_ACTIONS = [
  'start',
  'suspend',
  'resume',
  'close',
  'withdraw',
  'terminate',
] as const satisfies readonly ProjectAction[];
export type ProjectButtonAction = (typeof PROJECT_BUTTON_ACTIONS)[number];

/** Statuses in which a project's money is committed: sub-projects may be created under these. */
export const PROJECT_FUNDED_STATUSES = [
  'approved',
  'agreement_signed',
  'in_progress',
] as const satisfies readonly ProjectStatus[];

/** Statuses in which the project's own fields may still be edited. */
export const PROJECT_EDITABLE_STATUSES = [
  'draft',
  'applying',
  'withdrawn',
] as const satisfies readonly ProjectStatus[];

/** Buttons that stop or end a project: the reason is part of the record, so they need a comment. */
export const PROJECT_COMMENT_ACTIONS = ['suspend', 'terminate'] as const satisfies readonly ProjectAction[];

export function needsComment(action: ProjectAction): boolean {
  return (PROJECT_COMMENT_ACTIONS as readonly ProjectAction[]).includes(action);
}

/**
 * The machine, plus the one rule it cannot express: `start` leaves `approved` only for a sub-project (funded by
 * its parent); a top project starts once its agreement is signed. What the buttons offer and the server accepts.
 */
export function canProjectTransition(
  project: { status: ProjectStatus; parentId: number | null },
  action: ProjectAction,
): boolean {
  if (action === 'start' && project.parentId === null && project.status === 'approved') return false;
  return canTransition(projectMachine, project.status, action);
}
