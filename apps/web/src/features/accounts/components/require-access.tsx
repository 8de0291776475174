import { Navigate, Outlet, useLocation } from 'react-router';
import { isSubscriptionPath, paths } from '@/lib/paths';
import { useMe } from '../api/get-me';

/**
 * The member area's route guard (spec 01 section 4). It only routes the user: the
 * server checks the session and access on every member endpoint. The layout above it shows
 * the check's loading and failure; until there is an answer the guard renders nothing.
 */
export function RequireAccess() {
  const me = useMe();
  const location = useLocation();

  if (me.data === undefined) return null;
  if (me.data === null)
    return <Navigate to={paths.login(`${location.pathname}${location.search}`)} replace />;
  if (!me.data.hasAccess && !isSubscriptionPath(location.pathname)) {
    return <Navigate to={paths.subscription} replace />;
  }
  return <Outlet />;
}
