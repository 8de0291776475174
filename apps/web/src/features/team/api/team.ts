import { teamEndpoints as endpoints } from '@pillars/shared/team/endpoints';
import type {
  CreateTeamMemberBody,
  ListTeamMembersQuery,
  UpdateTeamMemberBody,
} from '@pillars/shared/team/schemas';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

export const teamKeys = {
  all: ['team'] as const,
  list: (query: ListTeamMembersQuery) => ['team', 'members', query] as const,
};

export function teamQueryOptions(query: ListTeamMembersQuery) {
  return queryOptions({
    queryKey: teamKeys.list(query),
    queryFn: () => callEndpoint(endpoints.listTeamMembers, { query }),
    placeholderData: keepPreviousData,
  });
}

/** The people (and pending invitations) the viewer may see, searched and filtered by the server. */
export function useTeam(query: ListTeamMembersQuery) {
  return useQuery(teamQueryOptions(query));
}

function useInvalidateTeam() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: teamKeys.all });
}

export function useCreateTeamMember() {
  const invalidate = useInvalidateTeam();
  return useMutation({
    mutationFn: (body: CreateTeamMemberBody) => callEndpoint(endpoints.createTeamMember, { body }),
    onSuccess: invalidate,
  });
}

export function useUpdateTeamMember(userId: string) {
  const invalidate = useInvalidateTeam();
  return useMutation({
    mutationFn: (body: UpdateTeamMemberBody) =>
      callEndpoint(endpoints.updateTeamMember, { params: { userId }, body }),
    onSuccess: invalidate,
  });
}

export function useDeleteTeamMember() {
  const invalidate = useInvalidateTeam();
  return useMutation({
    mutationFn: (userId: string) => callEndpoint(endpoints.deleteTeamMember, { params: { userId } }),
    onSuccess: invalidate,
  });
}

export function useResendInvitation() {
  const invalidate = useInvalidateTeam();
  return useMutation({
    mutationFn: (invitationId: string) =>
      callEndpoint(endpoints.resendInvitation, { params: { invitationId } }),
    onSuccess: invalidate,
  });
}

export function useRevokeInvitation() {
  const invalidate = useInvalidateTeam();
  return useMutation({
    mutationFn: (invitationId: string) =>
      callEndpoint(endpoints.revokeInvitation, { params: { invitationId } }),
    onSuccess: invalidate,
  });
}
