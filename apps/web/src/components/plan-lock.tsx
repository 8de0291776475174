import { upgradeToOpenText } from '@pillars/shared/plans/messages';
import { can } from '@pillars/shared/policies';
import { useQueryClient } from '@tanstack/react-query';
import { LockIcon } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { cachedPolicyViewer } from '@/lib/viewer';

/**
 * Whether the viewer's plan opens an item offered on `planIds` (issue 58): the same policy the
 * server enforces (`content.open`), asked here only to show the lock.
 */
export function useOpensContent(planIds: readonly string[]): boolean {
  const viewer = cachedPolicyViewer(useQueryClient());
  return planIds.length === 0 || can(viewer, 'content.open', { planIds });
}

/**
 * On a pillar's or an event's card offered on some plans: 'Available on Team and Agency', and
 * Upgrade to open (to the subscription page) when the viewer's plan lacks it. It sits above the
 * card's stretched title link.
 */
export function PlanLock({ availableOn, isLocked }: { availableOn: string | null; isLocked: boolean }) {
  if (!availableOn) return null;
  return (
    <div className="relative z-20 flex flex-wrap items-center gap-2 text-sm">
      <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">
        {isLocked ? <LockIcon className="size-3.5" aria-hidden /> : null}
        {availableOn}
      </span>
      {isLocked ? (
        <Link
          to={paths.subscription}
          className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          {upgradeToOpenText}
        </Link>
      ) : null}
    </div>
  );
}
