/**
 * The catalogue paths this remote has a page for. Its routes are typed by this list, and its build writes it to
 * `pages.json`, which the registry passes to the shell: the shell links only to pages that exist.
 */
export const PAGES = [
  '/system/department',
  '/system/user',
  '/system/role',
  '/system/role/access',
  '/system/permission',
  '/system/log',
  '/system/cert',
  '/system/cert/create',
  '/system/files',
  '/system/report/plan',
  '/system/report/create-plan',
  '/system/report/template',
  '/system/report/create-template',
] as const;

export type PagePath = (typeof PAGES)[number];
