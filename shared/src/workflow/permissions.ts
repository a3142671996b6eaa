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
