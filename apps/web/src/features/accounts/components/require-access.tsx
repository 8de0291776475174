import { RefreshCwIcon } from 'lucide-react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { FullPageSpinner } from '@/components/spinner';
import { isSubscriptionPath, paths } from '@/lib/paths';
import { useMe } from '../api/get-me';

/**
 * The member area's route guard (spec 01 section 4). It only routes the user: the
 * server checks the session and access on every member endpoint.
 */
export function RequireAccess() {
  const me = useMe();
  const location = useLocation();

  if (me.isPending) return <FullPageSpinner />;
  if (me.isError) {
    return (
      <EmptyState
        icon={RefreshCwIcon}
        title="We couldn't check your account"
        description="Please check your connection and try again."
        action={<Button onClick={() => void me.refetch()}>Try Again</Button>}
      />
    );
  }
  if (!me.data) return <Navigate to={paths.login(`${location.pathname}${location.search}`)} replace />;
  if (!me.data.hasAccess && !isSubscriptionPath(location.pathname)) {
    return <Navigate to={paths.subscription} replace />;
  }
  return <Outlet />;
}
