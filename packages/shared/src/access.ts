/** Subscription statuses of spec 01 section 3. */
export const subscriptionStatuses = ['active', 'trialing', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/**
 * Spec 01 section 4: access is allowed when the subscription is active or trialing,
 * or when the organization has free access. Anything else (no subscription, unknown
 * status) means no access.
 */
export function hasPortalAccess(input: {
  subscriptionStatus: string | null | undefined;
  hasFreeAccess: boolean | null | undefined;
}): boolean {
  if (input.hasFreeAccess === true) return true;
  return input.subscriptionStatus === 'active' || input.subscriptionStatus === 'trialing';
}
