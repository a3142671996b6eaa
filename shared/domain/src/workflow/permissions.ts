/**
 * The button codes of the projects slice: what the server checks on each write and what `<Btn>` checks in the UI.
 * The menu key `project` is needed to read any of it.
 */
export const PROJECT_BUTTONS = {
  create: 'project:create',
  update: 'project:update',
  export: 'project:export',
  manage: 'project:manage',
  terminate: 'project:terminate',
  applicationCreate: 'application:create',
  applicationReview: 'application:review',
  agreementCreate: 'agreement:create',
  agreementApprove: 'agreement:approve',
  reportCreate: 'report:create',
  reportReview: 'report:review',
} as const;
export type ProjectButton = (typeof PROJECT_BUTTONS)[keyof typeof PROJECT_BUTTONS];

/** The button codes of the funds slice (appropriations and budgets). The menu keys are `fundPayment` and `budget`. */
export const FUNDS_BUTTONS = {
  create: 'fundPayment:create',
  verify: 'fundPayment:verify',
  pay: 'fundPayment:pay',
  cancel: 'fundPayment:cancel',
  export: 'fundPayment:export',
  budgetManage: 'budget:manage',
  budgetApprove: 'budget:approve',
  expenseCreate: 'budget:expense',
  /** Reversing a recorded expense changes the execution of an approved budget: an approver's right by default. */
  expenseReverse: 'budget:expenseReverse',
} as const;
export type FundsButton = (typeof FUNDS_BUTTONS)[keyof typeof FUNDS_BUTTONS];

/**
 * The button code of the remote registry (the settings drawer's remotes panel, `/pm/remote-releases`): held by
 * administrators only in the seed, since a release changes what every user runs.
 */
export const REMOTE_RELEASE_BUTTON = 'remote:release';
