import { CircleCheckIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/lib/paths';

/** Placeholder until online checkout arrives; the billing issue replaces it. */
export function SubscriptionSuccessPage() {
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="Subscription" />
      <EmptyState
        icon={CircleCheckIcon}
        title="Thank you for subscribing"
        description="Your membership is being confirmed. It can take a moment to appear on your account."
        action={
          <Button asChild>
            <Link to={paths.subscription}>View Subscription</Link>
          </Button>
        }
      />
    </div>
  );
}
