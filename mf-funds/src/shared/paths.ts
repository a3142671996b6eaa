/** Where this remote's pages are, for links and navigation (routes.tsx routes them). */
import type { AppropriationView } from '@pm/domain/workflow';

export const APPROPRIATION_CREATE_PATH = '/project/appropriation/create';

/** A view of the list; with `openId`, that appropriation's drawer open on top of it. */
export function appropriationViewPath(view: AppropriationView, openId?: number): string {
  const path = `/project/appropriation/${view}`;
  return openId === undefined ? path : `${path}?open=${openId}`;
}

/** The budget list (`/project/budget`) and one budget on the same page (`?id=`). */
export const BUDGET_LIST_PATH = '/project/budget';

export const budgetPath = (id: number) => `${BUDGET_LIST_PATH}?id=${id}`;

/** A positive id from the URL, or undefined. */
export const idParam = (value: string | null | undefined) =>
  value && /^[1-9]\d*$/.test(value) ? Number(value) : undefined;
