import { directoryEndpoints } from '@pillars/shared/member-directory/endpoints';
import type {
  DirectoryListQuery,
  DirectoryListResponse,
  DirectoryMemberResponse,
  DirectoryProfileInput,
  DirectoryProfileResponse,
} from '@pillars/shared/member-directory/schemas';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function directoryListQueryOptions(query: DirectoryListQuery = {}) {
  return queryOptions({
    queryKey: [...queryKeys.memberDirectory, 'list', query] as const,
    queryFn: (): Promise<DirectoryListResponse> => callEndpoint(directoryEndpoints.listDirectory, { query }),
  });
}

export function useDirectory(query: DirectoryListQuery) {
  return useQuery({ ...directoryListQueryOptions(query), placeholderData: keepPreviousData });
}

export function directoryMemberQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...queryKeys.memberDirectory, 'member', userId] as const,
    queryFn: (): Promise<DirectoryMemberResponse> =>
      callEndpoint(directoryEndpoints.getDirectoryMember, { params: { userId } }),
  });
}

export function useDirectoryMember(userId: string) {
  return useQuery(directoryMemberQueryOptions(userId));
}

export function directoryProfileQueryOptions() {
  return queryOptions({
    queryKey: [...queryKeys.memberDirectory, 'own-profile'] as const,
    queryFn: (): Promise<DirectoryProfileResponse> =>
      callEndpoint(directoryEndpoints.getDirectoryProfile, {}),
  });
}

export function useDirectoryProfile() {
  return useQuery(directoryProfileQueryOptions());
}

/** Saves the viewer's listing; the directory's pages are read again (opting out shows at once). */
export function useSaveDirectoryProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DirectoryProfileInput) =>
      callEndpoint(directoryEndpoints.updateDirectoryProfile, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(directoryProfileQueryOptions().queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: queryKeys.memberDirectory });
    },
  });
}
