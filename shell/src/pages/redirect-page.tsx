import { Navigate, useLocation } from 'react-router-dom';

const PREFIX = '/redirect';

/**
 * `/redirect/:path`: re-enters a page with its query (the tab bar's reload). It renders inside the layout, so
 * the other tabs' kept-alive pages stay mounted while the reloaded one mounts afresh.
 */
export default function RedirectPage() {
  const { pathname, search } = useLocation();
  const target = pathname.startsWith(`${PREFIX}/`) ? pathname.slice(PREFIX.length) : '/';
  return <Navigate to={`${target}${search}`} replace />;
}
