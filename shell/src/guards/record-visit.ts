import { useEffect } from 'react';
import { apiPost } from '@pm/web/api';
import type { CatalogueRoute } from '@pm/domain/routes';
import { REDIRECT_ROUTE_NAME } from '../tab-bar/tab-bar-slice';

/** `POST /pm/user/visits` body: one page opened by a staff user, counted for the dashboard's visits. */
export interface VisitBody {
  path: string;
  name: string;
}

/**
 * Records each staff page the user opens (once per path, not per query change). Fire and forget: the visit
 * count is a statistic, so a failed call must neither toast nor hold up the page.
 */
export function useRecordVisit(route: CatalogueRoute | undefined, pathname: string, enabled: boolean): void {
  const name = route?.name;
  useEffect(() => {
    if (!enabled || !name || name === REDIRECT_ROUTE_NAME) return;
    const body: VisitBody = { path: pathname, name };
    apiPost<unknown>('/pm/user/visits', body, { silent: true }).catch(() => undefined);
  }, [enabled, name, pathname]);
}
