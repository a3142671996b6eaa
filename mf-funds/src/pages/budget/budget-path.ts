/** The budget list (`/project/budget`) and one budget on the same page (`?id=`). */
export const BUDGET_LIST_PATH = '/project/budget';

export const budgetPath = (id: number) => `${BUDGET_LIST_PATH}?id=${id}`;

/** A positive id from the URL, or undefined. */
export const idParam = (value: string | null | undefined) =>
  value && /^[1-9]\d*$/.test(value) ? Number(value) : undefined;
