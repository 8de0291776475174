import { billingMessages } from '@pillars/shared/billing/messages';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { FormError } from '@/components/form-error';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { Skeleton, SkeletonGroup } from '@/components/skeleton';
import { serverMessageOr } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useSubscription } from '../api/get-subscription';
import { useUpdateTestPortal } from '../api/update-test-portal';
import { SubscriptionDetails } from '../components/subscription-status';
import { TestModeBanner } from '../components/test-mode-banner';

/**
 * The built-in payments provider's manage page (Manage without Stripe): cancel at the end of
 * the period, or resume. The card is the test card; there is nothing to update.
 */
export function TestPortalPage() {
  const query = useSubscription();
  const update = useUpdateTestPortal();

  return (
    <div className="mx-auto max-w-xl">
      <PageHeader title="Manage Subscription" />
      <TestModeBanner>No real payment is made: this is the built-in test manage page.</TestModeBanner>
      <QueryState
        query={query}
        skeleton={
          <SkeletonGroup label="Loading subscription...">
            <Skeleton className="h-64 w-full rounded-card" />
          </SkeletonGroup>
        }
        errorTitle="Failed to load your subscription. Please try again later."
      >
        {({ subscription }) =>
          subscription ? (
            <Card>
              <CardHeader>
                <CardTitle>Your Subscription</CardTitle>
              </CardHeader>
              <CardContent className="flex flex-col gap-4">
                <SubscriptionDetails subscription={subscription} />
                <FormError
                  message={
                    update.isError ? serverMessageOr(update.error, billingMessages.portalFailed) : undefined
                  }
                />
              </CardContent>
              <CardFooter className="flex-col items-stretch gap-2 sm:flex-row sm:justify-end">
                <Button asChild variant="ghost">
                  <Link to={paths.subscription}>Back to Subscription</Link>
                </Button>
                {subscription.status === 'canceled' ? null : subscription.cancelAtPeriodEnd ? (
                  <Button disabled={update.isPending} onClick={() => update.mutate('resume')}>
                    Resume Subscription
                  </Button>
                ) : (
                  <Button
                    variant="destructive"
                    disabled={update.isPending}
                    onClick={() => update.mutate('cancel-at-period-end')}
                  >
                    Cancel at Period End
                  </Button>
                )}
              </CardFooter>
            </Card>
          ) : (
            <EmptyState
              title={billingMessages.noSubscription}
              action={
                <Button asChild>
                  <Link to={paths.subscription}>Back to Subscription</Link>
                </Button>
              }
            />
          )
        }
      </QueryState>
    </div>
  );
}
