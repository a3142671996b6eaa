/**
 * The catalogue paths this remote has a page for. Its routes are typed by this list, and its build writes it to
 * `pages.json`, which the registry passes to the shell: the shell links only to pages that exist.
 */
export const PAGES = ['/client/home', '/client/finances', '/client/cert', '/client/report'] as const;

export type PagePath = (typeof PAGES)[number];
