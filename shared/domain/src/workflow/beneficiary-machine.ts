import { defineMachine } from './machine';

/**
 * A beneficiary's life: active ⇄ inactive, and merged (into another record, for good) from either. A merged record
 * keeps its row so that links and the log still name it; `mergedIntoId` points at the survivor.
 */
export const BENEFICIARY_STATUSES = ['active', 'inactive', 'merged'] as const;
export type BeneficiaryStatus = (typeof BENEFICIARY_STATUSES)[number];

export const beneficiaryMachine = defineMachine({
  entity: 'beneficiary',
  statuses: BENEFICIARY_STATUSES,
  actions: {
    deactivate: { from: ['active'], to: 'inactive', permission: 'beneficiary:status' },
    activate: { from: ['inactive'], to: 'active', permission: 'beneficiary:status' },
    merge: { from: ['active', 'inactive'], to: 'merged', permission: 'beneficiary:merge' },
  },
});
export type BeneficiaryAction = keyof typeof beneficiaryMachine.actions;

/** The actions a list's batch or a detail's buttons offer; `merge` has its own page. */
export const BENEFICIARY_STATUS_ACTIONS = [
  'deactivate',
  'activate',
] as const satisfies readonly BeneficiaryAction[];
export type BeneficiaryStatusAction = (typeof BENEFICIARY_STATUS_ACTIONS)[number];

/**
 * The button codes of the beneficiaries slice: what the server checks on each write and what `<Btn>` checks in the
 * UI. The menu key `beneficiary` is needed to read any of it.
 */
export const BENEFICIARY_BUTTONS = {
  create: 'beneficiary:create',
  update: 'beneficiary:update',
  export: 'beneficiary:export',
  /** The full ID number on the detail page; every reveal is written to the operation log. */
  reveal: 'beneficiary:reveal',
  merge: 'beneficiary:merge',
  /** Activate and deactivate (one, or a batch). */
  status: 'beneficiary:status',
} as const;
export type BeneficiaryButton = (typeof BENEFICIARY_BUTTONS)[keyof typeof BENEFICIARY_BUTTONS];
