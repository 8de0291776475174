import { billingEndpoints } from '@pillars/shared/billing/endpoints';
import type { TestCheckoutResultResponse } from '@pillars/shared/billing/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** What the member chose on the test checkout page. */
export type TestCheckoutChoice = 'pay' | 'decline' | 'cancel';

/**
 * Test mode: Pay, "Decline card" or Cancel. Pay and Cancel answer where the browser goes
 * next (the success page, the subscription page); a decline answers no URL and the page
 * stays, saying so.
 */
export function completeTestCheckout(
  sessionId: string,
  choice: TestCheckoutChoice,
): Promise<TestCheckoutResultResponse> {
  if (choice === 'cancel')
    return callEndpoint(billingEndpoints.cancelTestCheckout, { params: { sessionId } });
  return callEndpoint(billingEndpoints.payTestCheckout, {
    params: { sessionId },
    body: { outcome: choice === 'pay' ? 'succeeded' : 'declined' },
  });
}

/**
 * Follows the answer's URL with a full page load, as the browser does coming back from the
 * provider's page: the subscription and the access changed on the server, and nothing cached
 * before may be shown after.
 */
export function useCompleteTestCheckout(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: TestCheckoutChoice) => completeTestCheckout(sessionId, choice),
    onSuccess: (result) => {
      if (result.url) {
        window.location.assign(result.url);
        return;
      }
      void queryClient.invalidateQueries({ queryKey: queryKeys.testCheckout(sessionId), exact: true });
    },
  });
}
