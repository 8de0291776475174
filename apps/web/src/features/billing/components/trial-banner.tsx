import type { MeResponse } from '@pillars/shared/accounts/schemas';
import { trialDaysLeft, trialDaysLeftText } from '@pillars/shared/plans/messages';
import { HourglassIcon } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';

/**
 * Every page of a trialing organization says how many days are left (issue 58), with the way
 * to the subscription page (where the agent chooses a plan).
 */
export function TrialBanner({ account }: { account: MeResponse }) {
  const { subscription } = account;
  if (subscription?.status !== 'trialing' || subscription.trialEndsAt === null) return null;
  const daysLeft = trialDaysLeft(subscription.trialEndsAt * 1000, Date.now());
  return (
    <div className="mb-6 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-card border border-brand-200 bg-brand-50 px-4 py-2.5 text-sm text-brand-900">
      <HourglassIcon className="size-4 shrink-0" aria-hidden />
      <p className="font-medium">{trialDaysLeftText(daysLeft)}</p>
      <Link to={paths.subscription} className="font-semibold underline underline-offset-2">
        {subscription.planName ? `${subscription.planName} plan` : 'Your plan'}
      </Link>
    </div>
  );
}
