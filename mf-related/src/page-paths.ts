/**
 * The catalogue paths this remote has a page for. Its routes are typed by this list, and its build writes it to
 * `pages.json`, which the registry passes to the shell: the shell links only to pages that exist.
 */
export const PAGES = [
  '/related/benefit/person',
  '/related/benefit/company',
  '/related/partner/company',
  '/related/partner/supplier',
  '/related/partner/detail',
  '/related/partner/create',
  '/related/partner/create-support',
  '/related/benefit/person/detail',
  '/related/benefit/company/detail',
  '/related/benefit/create',
  '/related/volunteer',
  '/related/volunteer/detail',
] as const;

export type PagePath = (typeof PAGES)[number];
