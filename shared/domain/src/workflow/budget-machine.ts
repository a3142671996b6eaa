import { defineMachine } from './machine';

/**
 * A project's budget: drafted, approved (the plan in force: expenses are recorded against its lines), locked
 * (books closed: nothing changes, no expenses) and revising (lines editable again as the next version, expenses
 * still recorded); approving a revision makes it the new approved version.
 */
export const BUDGET_STATUSES = ['draft', 'approved', 'locked', 'revising'] as const;
export type BudgetStatus = (typeof BUDGET_STATUSES)[number];

export const budgetMachine = defineMachine({
  entity: 'budget',
  statuses: BUDGET_STATUSES,
  actions: {
    /** The last approval of its plan (`POST /pm/budgets/:id/submit` starts it). */
    approve: {
      from: ['draft', 'revising'],
      to: 'approved',
      permission: 'budget:approve',
      step: 'review',
      byApproval: true,
    },
    lock: { from: ['approved'], to: 'locked', permission: 'budget:approve' },
    revise: { from: ['approved', 'locked'], to: 'revising', permission: 'budget:manage', step: 'submit' },
  },
});
export type BudgetAction = keyof typeof budgetMachine.actions;

/** Lines and periods are edited only here. */
export const BUDGET_EDITABLE_STATUSES = ['draft', 'revising'] as const satisfies readonly BudgetStatus[];
/** Expenses are recorded only here. */
export const BUDGET_SPENDING_STATUSES = ['approved', 'revising'] as const satisfies readonly BudgetStatus[];
