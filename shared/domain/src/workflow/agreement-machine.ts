import { defineMachine } from './machine';

/** An agreement (protocol, `/submit/protocol`): draft → pending approval → active → completed / terminated. */
export const AGREEMENT_STATUSES = ['draft', 'pending_approval', 'active', 'completed', 'terminated'] as const;
export type AgreementStatus = (typeof AGREEMENT_STATUSES)[number];

export const agreementMachine = defineMachine({
  entity: 'agreement',
  statuses: AGREEMENT_STATUSES,
  actions: {
    submit: { from: ['draft'], to: 'pending_approval', permission: 'agreement:create', step: 'submit' },
    /** Sends a pending agreement back to its author. */
    return: {
      from: ['pending_approval'],
      to: 'draft',
      permission: 'agreement:approve',
      step: 'review',
      byApproval: true,
    },
    approve: {
      from: ['pending_approval'],
      to: 'active',
      permission: 'agreement:approve',
      step: 'review',
      byApproval: true,
    },
    /** Its author takes it back from approval before anyone has acted (through the approval engine). */
    withdraw: { from: ['pending_approval'], to: 'draft', permission: 'agreement:create', byApproval: true },
    complete: { from: ['active'], to: 'completed', permission: 'agreement:approve' },
    terminate: { from: ['pending_approval', 'active'], to: 'terminated', permission: 'agreement:approve' },
  },
});
export type AgreementAction = keyof typeof agreementMachine.actions;

export const AGREEMENT_EDITABLE_STATUSES = ['draft'] as const satisfies readonly AgreementStatus[];
