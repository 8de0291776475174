import { billingEndpoints } from '@pillars/shared/billing/endpoints';
import type { RedirectResponse } from '@pillars/shared/billing/schemas';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

/** Manage: the URL of the provider's customer portal (or the built-in test manage page). */
export function openPortal(): Promise<RedirectResponse> {
  return callEndpoint(billingEndpoints.openPortal, { body: {} });
}

export function useOpenPortal() {
  return useMutation({
    mutationFn: openPortal,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
