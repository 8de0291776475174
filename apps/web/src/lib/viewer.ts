import type { MeResponse } from '@pillars/shared/accounts/schemas';
import { type PolicyViewer, policyViewerOf } from '@pillars/shared/policies';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

/**
 * The signed-in user's id from the session check's answer (already cached: the member area
 * renders only after it). The live stream brings the team every member's events, so a
 * screen about the viewer's own conversation or tickets keeps only those naming them.
 */
export function cachedViewerId(queryClient: QueryClient): string | undefined {
  return queryClient.getQueryData<MeResponse | null>(queryKeys.me)?.profile.id;
}

/**
 * The signed-in viewer as the policies see them (role, guru flag, organization, plan), from the
 * cached session check: screens ask `can(viewer, action)` only to show or hide a control.
 */
export function cachedPolicyViewer(queryClient: QueryClient): PolicyViewer | null {
  const me = queryClient.getQueryData<MeResponse | null>(queryKeys.me);
  return me ? policyViewerOf(me.profile, me) : null;
}

/** The signed-in account from the cached session check; null for a signed-out visitor. */
export function cachedAccount(queryClient: QueryClient): MeResponse | null {
  return queryClient.getQueryData<MeResponse | null>(queryKeys.me) ?? null;
}

/** The signed-in user's profile from the cached session check (a form's defaults: their name). */
export function cachedProfile(queryClient: QueryClient): MeResponse['profile'] | undefined {
  return queryClient.getQueryData<MeResponse | null>(queryKeys.me)?.profile;
}
