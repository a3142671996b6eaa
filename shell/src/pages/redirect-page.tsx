import { Navigate, useLocation } from '@pm/web/router';

const PREFIX = '/redirect/';

/**
 * The page `/redirect/:path` leads to. `:path` is one encoded segment (`/redirect/%2Fproject%2Flist`, a query
 * encoded with it) or, as the tab bar writes it, the plain path (`/redirect/project/list`). Only a path of this
 * site: anything else goes to the start.
 */
export function redirectTarget(pathname: string, search: string): string {
  if (!pathname.startsWith(PREFIX)) return '/';
  let target: string;
  try {
    target = `/${decodeURIComponent(pathname.slice(PREFIX.length))}`.replace(/^\/\//, '/');
  } catch {
    return '/';
  }
  if (target.startsWith('//') || target.startsWith('/\\')) return '/';
  if (!search) return target;
  return target.includes('?') ? `${target}&${search.slice(1)}` : `${target}${search}`;
}

/**
 * `/redirect/:path`: re-enters a page with its query (the tab bar's reload). It renders inside the layout, so
 * the other tabs' kept-alive pages stay mounted while the reloaded one mounts afresh.
 */
export default function RedirectPage() {
  const { pathname, search } = useLocation();
  return <Navigate to={redirectTarget(pathname, search)} replace />;
}
