/**
 * The demo sign-ins (development and test only; production gets none of them): the seed creates these accounts,
 * and the server and e2e tests sign in with them. The one list of demo passwords.
 */
export const DEMO_PASSWORDS = {
  admin: 'Admin@12345',
  officer: 'Officer@12345',
  finance: 'Finance@12345',
  reviewer: 'Reviewer@12345',
  head: 'Head@12345',
  auditor: 'Auditor@12345',
} as const;

export type DemoStaff = keyof typeof DEMO_PASSWORDS;

/** The demo client: signs in to the portal with this mobile (two beneficiary records share it). */
export const DEMO_CLIENT_MOBILE = '13800000001';
