import { forbiddenMessages } from '../policies.ts';

/*
 * Billing texts and page paths, apart from the zod schemas so the web app can show them
 * without loading the schema library; schemas.ts re-exports them.
 */

export const billingMessages = {
  // Spec 01 section 8, checkout errors.
  authTokenMissing: 'Authentication token not available',
  checkoutFailed: 'Failed to create checkout session',
  checkoutStartFailed: 'Failed to start checkout process',
  // Ours: who may subscribe or manage (decision 004: the organization pays, its agent decides).
  agentOnly: forbiddenMessages.billing,
  alreadySubscribed: 'Your agency already has an active subscription.',
  noOrganization: 'Your account does not belong to an agency.',
  noSubscription: 'Your agency has no subscription to manage.',
  portalFailed: 'Failed to open subscription management. Please try again.',
  checkoutSessionNotFound: 'Checkout session not found',
  checkoutSessionClosed: 'This checkout session is already closed.',
  cardDeclined: 'Your card was declined.',
  testModeOnly: 'Test payments are not available.',
  /** Spec 01 section 9: the statement descriptor note on the plan. */
  statementDescriptorNote: 'The charge appears on your card statement as PILLARS AGENCY.',
} as const;

/**
 * The web pages the payments integration sends the browser to. Stripe returns to the
 * success and cancel pages; the test provider's checkout and manage pages are ours.
 */
export const billingPagePaths = {
  success: '/subscription/success',
  cancel: '/subscription',
  testCheckout: (sessionId: string) => `/subscription/test-checkout/${encodeURIComponent(sessionId)}`,
  testPortal: '/subscription/test-portal',
} as const;

/**
 * What every plan includes (issues 54 and 58): the library and what is built on it. The plans'
 * feature lists start with these (the demo's plans, and the Team plan that migration 0046 made
 * of today's annual price, with the guru content, direct messages and priority support too).
 */
export const libraryFeatures = [
  'Every Pillars of Agency course, key element and lesson',
  'Certificates for every pillar you complete, to share on LinkedIn',
  'Learning plans: assign lessons to your team with due dates and follow their progress',
  'Ask the Library: answers from the Pillars content, with their sources',
  'The Community: discussions with other agency owners and the member directory',
  'The full resource library: articles, documents, videos and presentations',
  'Live and virtual events with agency experts',
] as const;

/** A pending paid-event registration holds its seat this long (issue 10). */
export const paymentHoldMinutes = 30;
