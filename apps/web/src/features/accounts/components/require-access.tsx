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
  // A sign-in waiting for its code is not one yet; one that must set a factor up goes there (issue 44).
  if (me.data === null || me.data.secondFactor === 'code')
    return <Navigate to={paths.login(`${location.pathname}${location.search}`)} replace />;
  if (me.data.secondFactor === 'setup') return <Navigate to={paths.twoFactorSetup} replace />;
  if (!me.data.hasAccess && !isSubscriptionPath(location.pathname)) {
    // Keyed by the location (its key alone is "default" on an entry the router did not make).
    // <Navigate> navigates in an effect that runs again only when its props change, and they
    // are the same on every page: when Back or a link cancelled the redirect while the
    // subscription page was loading, the guard stayed mounted on the next page, never
    // redirected again, and left a blank page (accounts.e2e.ts).
    return (
      <Navigate
        key={`${location.key} ${location.pathname}${location.search}`}
        to={paths.subscription}
        replace
      />
    );
  }
  return <Outlet />;
}
