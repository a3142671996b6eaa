import { useEffect } from 'react';
import { useLocation } from '@pm/web/router';
import { FullPageSpin } from '../layout/full-page-spin';

/**
 * `/login` and `/client/login` are the sign-in build's page, not a route of this app: a link or a guard's redirect
 * here loads that page (the server serves it for both addresses).
 */
export function OpenSignInPage() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.location.replace(`${pathname}${search}`);
  }, [pathname, search]);
  return <FullPageSpin />;
}
