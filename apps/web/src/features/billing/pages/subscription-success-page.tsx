import { CircleCheckIcon, ClockIcon, LoaderCircleIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/lib/paths';
import { useConfirmAccess } from '../api/confirm-access';

export const successTexts = {
  confirming: 'Confirming your subscription...',
  confirmingDetail: 'Thank you for subscribing. This usually takes a few seconds.',
  granted: 'Welcome to Pillars!',
  grantedDetail: 'Your subscription is active. You and your team now have full access.',
  notYet: "We haven't received your subscription yet",
  notYetDetail:
    'Your payment may still be processing. Try again in a moment; if it still has not arrived, please contact support with your agency name.',
} as const;

/**
 * /subscription/success, where checkout returns (spec 01 sections 2 and 4): it waits for the
 * payment's confirmation to reach the account, then lets the member in.
 */
export function SubscriptionSuccessPage() {
  const { state, retry } = useConfirmAccess();

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="Subscription" />
      {state === 'waiting' ? (
        <div
          role="status"
          className="flex flex-col items-center gap-3 rounded-card border border-slate-200 bg-white px-6 py-12 text-center"
        >
          <LoaderCircleIcon className="size-8 animate-spin text-brand-600" aria-hidden />
          <h2 className="text-base font-semibold text-slate-900">{successTexts.confirming}</h2>
          <p className="max-w-md text-sm text-slate-600">{successTexts.confirmingDetail}</p>
        </div>
      ) : state === 'granted' ? (
        <div role="status">
          <EmptyState
            icon={CircleCheckIcon}
            title={successTexts.granted}
            description={successTexts.grantedDetail}
            action={
              <Button asChild>
                <Link to={paths.home}>Go to Home</Link>
              </Button>
            }
          />
        </div>
      ) : (
        <div role="alert">
          <EmptyState
            icon={ClockIcon}
            title={successTexts.notYet}
            description={successTexts.notYetDetail}
            action={
              <>
                <Button onClick={retry}>Try Again</Button>
                {/* Not the Support page: without access yet, the route guard would send the member back here. */}
                <Button asChild variant="outline">
                  <Link to={paths.subscription}>View Subscription</Link>
                </Button>
              </>
            }
          />
        </div>
      )}
    </div>
  );
}
