import { useEffect, useRef } from 'react';
import { useLocation } from '@pm/web/router';
import { startProgress } from './progress-bar';

/** Long enough for the bar to be seen; loading work (a page chunk, a remote) keeps it running longer. */
const ROUTE_PROGRESS_MS = 200;

/** The top progress bar on every route change (not on a query change inside a page). */
export function useRouteProgress(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    // The first page of a visit has the browser's own loading indicator.
    if (first.current) {
      first.current = false;
      return undefined;
    }
    const end = startProgress();
    const timer = window.setTimeout(end, ROUTE_PROGRESS_MS);
    return () => {
      window.clearTimeout(timer);
      end();
    };
  }, [pathname]);
}
