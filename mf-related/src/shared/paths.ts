/** Where this remote's pages are, for links and navigation (routes.tsx routes them). */
import type { BeneficiaryType } from '@pm/domain/shapes';

/** The list of one kind of beneficiary (`/related/benefit/person`, `/related/benefit/company`). */
export const beneficiaryListPath = (type: BeneficiaryType) => `/related/benefit/${type}`;

/** One beneficiary's detail page. */
export const beneficiaryDetailPath = (type: BeneficiaryType, id: number) =>
  `/related/benefit/${type}/detail?id=${id}`;

export const BENEFICIARY_CREATE_PATH = '/related/benefit/create';

/** The create page for a kind; with `id`, the same form filled with that record, to edit it. */
export function beneficiaryFormPath(type: BeneficiaryType, id?: number): string {
  const query = new URLSearchParams({ type });
  if (id !== undefined) query.set('id', String(id));
  return `${BENEFICIARY_CREATE_PATH}?${query.toString()}`;
}

/** A positive id from the URL, or undefined. */
export const idParam = (value: string | null | undefined) =>
  value && /^[1-9]\d*$/.test(value) ? Number(value) : undefined;

/** Pages of other remotes this one links to (by address only: a remote never imports another). */
export const projectDetailPath = (id: number) => `/project/list/detail?id=${id}`;

export const VOLUNTEER_LIST_PATH = '/related/volunteer';

/** A volunteer's detail page. */
export const volunteerDetailPath = (id: number) => `/related/volunteer/detail?id=${id}`;
