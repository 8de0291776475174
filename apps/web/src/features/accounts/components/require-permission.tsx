import { type Action, can, forbiddenMessage, policyViewerOf } from '@pillars/shared/policies';
import { Link, Outlet } from 'react-router';
import { Button } from '@/components/button';
import { ErrorState } from '@/components/error-state';
import { paths } from '@/lib/paths';
import { useMe } from '../api/get-me';

/**
 * An admin page's gate (spec 02 section 6): a viewer the policy refuses reads the area's
 * text ('You do not have permission to access this page.') instead of the page, and the
 * page asks the server nothing. Only the display: the server checks the same policy on
 * every call. Sits inside RequireAccess, so the session is known.
 */
export function RequirePermission({ action }: { action: Action }) {
  const me = useMe();
  if (!me.data) return null;
  if (!can(policyViewerOf(me.data.profile), action)) {
    return (
      <>
        <title>Access denied · Pillars</title>
        <ErrorState
          title={forbiddenMessage(action)}
          action={
            <Button asChild variant="outline">
              <Link to={paths.home}>Back to Dashboard</Link>
            </Button>
          }
          className="mt-6"
        />
      </>
    );
  }
  return <Outlet />;
}
