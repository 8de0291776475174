import type { MeResponse } from '@pillars/shared/accounts/schemas';
import { teamEndpoints } from '@pillars/shared/team/endpoints';
import type { AcceptInvitationBody, InvitationPreview } from '@pillars/shared/team/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { browserTimeZone } from '@/lib/time-zone';
import { startSession } from './get-me';

/** Whose invitation a link is, while it works (a POST: the token never goes in a URL). */
export function invitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['accounts', 'invitation', token] as const,
    queryFn: (): Promise<InvitationPreview> => callEndpoint(teamEndpoints.getInvitation, { body: { token } }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useInvitation(token: string) {
  return useQuery(invitationQueryOptions(token));
}

/** Sets the password and signs the invitee in, as sign-up does. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AcceptInvitationBody): Promise<MeResponse> =>
      callEndpoint(teamEndpoints.acceptInvitation, { body: { ...body, timeZone: browserTimeZone() } }),
    onSuccess: (me) => startSession(queryClient, me),
  });
}
