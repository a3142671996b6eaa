/** Where this remote's pages are, for links and navigation (routes.tsx routes them). */

export const VOLUNTEER_LIST_PATH = '/related/volunteer';

/** A volunteer's detail page. */
export const volunteerDetailPath = (id: number) => `/related/volunteer/detail?id=${id}`;

/** A positive id from the URL (`?id=`), or undefined. */
export const idParam = (value: string | null | undefined) =>
  value && /^[1-9]\d*$/.test(value) ? Number(value) : undefined;
