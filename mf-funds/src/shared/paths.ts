import type { AppropriationView } from '@pm/shared/contracts';

export const APPROPRIATION_CREATE_PATH = '/project/appropriation/create';

/** A view of the list; with `openId`, that appropriation's drawer open on top of it. */
export function appropriationViewPath(view: AppropriationView, openId?: number): string {
  const path = `/project/appropriation/${view}`;
  return openId === undefined ? path : `${path}?open=${openId}`;
}
