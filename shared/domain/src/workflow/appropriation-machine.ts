import { defineMachine } from './machine';

/**
 * An appropriation (fund payment). It is created submitted (the unverified view); finance verifies it (the wait
 * view) and another person pays it (the already view). A rejected one goes back to its author to edit and
 * resubmit; a bounced payment is returned and waits to be paid again; anything not paid can be cancelled.
 */
export const APPROPRIATION_STATUSES = [
  'submitted',
  'verified',
  'paid',
  'rejected',
  'cancelled',
  'returned',
] as const;
export type AppropriationStatus = (typeof APPROPRIATION_STATUSES)[number];

export const APPROPRIATION_TYPES = ['initial', 'interim', 'final'] as const;
export type AppropriationType = (typeof APPROPRIATION_TYPES)[number];

export const PAYMENT_METHODS = ['bank_transfer', 'online_banking', 'cheque'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const appropriationMachine = defineMachine({
  entity: 'appropriation',
  statuses: APPROPRIATION_STATUSES,
  actions: {
    verify: {
      from: ['submitted'],
      to: 'verified',
      permission: 'fundPayment:verify',
      step: 'review',
      byApproval: true,
    },
    reject: {
      from: ['submitted'],
      to: 'rejected',
      permission: 'fundPayment:verify',
      step: 'review',
      byApproval: true,
    },
    resubmit: { from: ['rejected'], to: 'submitted', permission: 'fundPayment:create', step: 'submit' },
    /**
     * Its author takes it back from verification before anyone has acted (through the approval engine): like a
     * rejection, it waits with its author to be edited and resubmitted, or cancelled.
     */
    withdraw: { from: ['submitted'], to: 'rejected', permission: 'fundPayment:create', byApproval: true },
    pay: { from: ['verified', 'returned'], to: 'paid', permission: 'fundPayment:pay' },
    /** The bank bounced the payment: it waits to be paid again. */
    return: { from: ['paid'], to: 'returned', permission: 'fundPayment:pay' },
    cancel: {
      from: ['submitted', 'rejected', 'verified', 'returned'],
      to: 'cancelled',
      permission: 'fundPayment:cancel',
    },
  },
});
export type AppropriationAction = keyof typeof appropriationMachine.actions;

/** The specification's three views and the statuses each lists. */
export const APPROPRIATION_VIEWS = ['unverified', 'wait', 'already'] as const;
export type AppropriationView = (typeof APPROPRIATION_VIEWS)[number];
export const APPROPRIATION_VIEW_STATUSES: Record<AppropriationView, readonly AppropriationStatus[]> = {
  unverified: ['submitted', 'rejected'],
  wait: ['verified', 'returned'],
  already: ['paid', 'cancelled'],
};

/** Statuses whose amount no longer counts against the agreement, the instalment or the project. */
export const RELEASED_APPROPRIATION_STATUSES = [
  'rejected',
  'cancelled',
] as const satisfies readonly AppropriationStatus[];
/** Only a rejected appropriation is edited (then resubmitted). */
export const APPROPRIATION_EDITABLE_STATUSES = ['rejected'] as const satisfies readonly AppropriationStatus[];
/** Actions that need a reason. */
export const APPROPRIATION_REASON_ACTIONS = [
  'reject',
  'return',
  'cancel',
] as const satisfies readonly AppropriationAction[];
