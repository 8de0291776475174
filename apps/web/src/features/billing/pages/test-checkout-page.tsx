import { billingMessages } from '@pillars/shared/billing/messages';
import type { TestCheckoutResponse } from '@pillars/shared/billing/schemas';
import { planIntervalUnits, trialLengthText } from '@pillars/shared/plans/messages';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/card';
import { FormError } from '@/components/form-error';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { Skeleton, SkeletonGroup } from '@/components/skeleton';
import { serverMessageOr } from '@/lib/api-client';
import { formatPriceCents } from '@/lib/format';
import { paths } from '@/lib/paths';
import { type TestCheckoutChoice, useCompleteTestCheckout } from '../api/complete-test-checkout';
import { useTestCheckout } from '../api/get-test-checkout';
import { TestModeBanner } from '../components/test-mode-banner';

const closedTexts: Record<Exclude<TestCheckoutResponse['status'], 'open' | 'declined'>, string> = {
  paid: 'This checkout has been paid.',
  canceled: 'This checkout was cancelled.',
};

function CheckoutForm({ checkout }: { checkout: TestCheckoutResponse }) {
  const completion = useCompleteTestCheckout(checkout.id);
  // Busy from the click until the browser has left (Pay and Cancel answer a URL to follow).
  const isBusy = completion.isPending || (completion.isSuccess && completion.data.url !== null);
  const choose = (choice: TestCheckoutChoice) => completion.mutate(choice);
  const isDeclined =
    checkout.status === 'declined' || (completion.isSuccess && completion.data.status === 'declined');
  const closedText =
    checkout.status === 'paid' || checkout.status === 'canceled' ? closedTexts[checkout.status] : null;

  const isTrial = checkout.trialDays > 0;
  /** A trial without a card asks for none: nothing to decline. */
  const asksForCard = !isTrial || checkout.trialRequiresCard;
  const unit = checkout.interval ? planIntervalUnits[checkout.interval] : null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{checkout.description}</CardTitle>
        {isTrial ? (
          <p className="text-2xl font-bold tracking-tight text-slate-900">
            {trialLengthText(checkout.trialDays)}: {formatPriceCents(0)} today
          </p>
        ) : (
          <p className="text-3xl font-bold tracking-tight text-slate-900">
            {checkout.listAmountCents !== checkout.amountCents ? (
              <s className="mr-2 text-xl font-medium text-slate-500">
                {formatPriceCents(checkout.listAmountCents)}
              </s>
            ) : null}
            {formatPriceCents(checkout.amountCents)}
            {unit ? <span className="text-base font-medium text-slate-600"> {`per ${unit}`}</span> : null}
          </p>
        )}
        {isTrial && unit ? (
          <p className="text-sm text-slate-600">
            Then {formatPriceCents(checkout.listAmountCents)} per {unit}
            {checkout.trialRequiresCard
              ? ', charged to the card when the trial ends.'
              : ', if you choose to stay.'}
          </p>
        ) : null}
        {checkout.couponSummary ? (
          <p className="text-sm font-medium text-accent-700">Coupon: {checkout.couponSummary}</p>
        ) : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm text-slate-600">
        <p>
          {asksForCard
            ? 'Pay completes the purchase with a test card; "Decline card" shows what happens when a card is refused. No card is charged.'
            : 'Start free trial begins the trial without a card. No card is charged.'}
        </p>
        <FormError
          message={
            completion.isError
              ? serverMessageOr(completion.error, billingMessages.checkoutStartFailed)
              : isDeclined
                ? billingMessages.cardDeclined
                : undefined
          }
        />
        {closedText ? <p role="status">{closedText}</p> : null}
      </CardContent>
      <CardFooter className="flex-col items-stretch gap-2 sm:flex-row sm:justify-end">
        {closedText ? (
          <Button asChild>
            <Link to={paths.subscription}>Back to Subscription</Link>
          </Button>
        ) : (
          <>
            <Button variant="ghost" disabled={isBusy} onClick={() => choose('cancel')}>
              Cancel
            </Button>
            {asksForCard ? (
              <Button variant="outline" disabled={isBusy} onClick={() => choose('decline')}>
                Decline card
              </Button>
            ) : null}
            <Button disabled={isBusy} onClick={() => choose('pay')}>
              {isTrial ? 'Start free trial' : `Pay ${formatPriceCents(checkout.amountCents)}`}
            </Button>
          </>
        )}
      </CardFooter>
    </Card>
  );
}

/**
 * The built-in payments provider's checkout page (no Stripe configured): it stands in for
 * the provider's page and drives the same changes on the server as the provider's events.
 */
export function TestCheckoutPage() {
  const { sessionId = '' } = useParams();
  const query = useTestCheckout(sessionId);

  return (
    <div className="mx-auto max-w-xl">
      <PageHeader title="Checkout" />
      <TestModeBanner>No real payment is made: this is the built-in test checkout.</TestModeBanner>
      <QueryState
        query={query}
        skeleton={
          <SkeletonGroup label="Loading checkout...">
            <Skeleton className="h-64 w-full rounded-card" />
          </SkeletonGroup>
        }
        errorTitle={billingMessages.checkoutStartFailed}
        notFound={{ title: billingMessages.checkoutSessionNotFound }}
        errorAction={
          <Button asChild variant="outline">
            <Link to={paths.subscription}>Back to Subscription</Link>
          </Button>
        }
      >
        {(checkout) => <CheckoutForm checkout={checkout} />}
      </QueryState>
    </div>
  );
}
