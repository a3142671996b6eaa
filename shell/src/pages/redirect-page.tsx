import { Navigate, useLocation, useParams } from 'react-router-dom';

/** `/redirect/:path`: re-enters a route (used to reload a page in place). */
export default function RedirectPage() {
  const params = useParams();
  const { search } = useLocation();
  return <Navigate to={`/${params['*'] ?? ''}${search}`} replace />;
}
