import { billingEndpoints } from '@pillars/shared/billing/endpoints';
import { billingMessages } from '@pillars/shared/billing/messages';
import type { CheckoutBody, RedirectResponse } from '@pillars/shared/billing/schemas';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint, isApiError } from '@/lib/api-client';

/**
 * A subscription checkout of a plan (issue 58: its interval, a coupon code, its free trial)
 * for the viewer's organization: the URL of its payment page.
 */
export function startCheckout(body: CheckoutBody = {}): Promise<RedirectResponse> {
  return callEndpoint(billingEndpoints.startCheckout, { body: body ?? {} });
}

/**
 * Spec 01 section 8's checkout texts: the server's own refusal (a team member, an agency
 * already subscribed) as it words it; a failure of the server to create the session is
 * 'Failed to create checkout session'; anything else (the network) 'Failed to start checkout
 * process'. A signed-out user never sees a text: the API client sends them to the login page.
 */
export function checkoutErrorMessage(error: unknown): string {
  if (!isApiError(error) || error.status === 0) return billingMessages.checkoutStartFailed;
  if (error.status === 401) return billingMessages.authTokenMissing;
  if (error.status >= 500 || error.code === 'UNKNOWN') return billingMessages.checkoutFailed;
  return error.message;
}

/**
 * Subscribe Now: asks for the checkout and sends the browser to its page (the provider's, or
 * the built-in test page). The page stays busy until the browser leaves.
 */
export function useStartCheckout() {
  return useMutation({
    mutationFn: (body: CheckoutBody) => startCheckout(body),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
