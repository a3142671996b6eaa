import { useEffect } from 'react';
import { useLocation } from '@pm/web/router';
import type { CatalogueRoute } from '@pm/domain/routes';
import { useAppDispatch } from '@pm/web/store';
import { openTab } from './tab-bar-slice';
import { tabFromRoute } from './tab-from-route';

/** Every allowed route the user opens becomes (or updates) its tab; the redirect route is left out by the rules. */
export function useTrackTabs(route: CatalogueRoute | undefined): void {
  const dispatch = useAppDispatch();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (route) dispatch(openTab(tabFromRoute(route, pathname, search)));
  }, [dispatch, route, pathname, search]);
}
