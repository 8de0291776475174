import { announcementEndpoints } from '@pillars/shared/announcements/endpoints';
import type {
  AdminAnnouncementsResponse,
  AnnouncementAudience,
  AnnouncementBodyInput,
  AnnouncementsResponse,
} from '@pillars/shared/announcements/schemas';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

/*
 * Announcements (issue 60): the superadmins' page (its list polls while one is sending, so
 * its figures move), the audience's size, saving; the member's archive; the unsubscribe link.
 */

const adminKey = ['announcements', 'admin'] as const;

export function adminAnnouncementsQueryOptions() {
  return queryOptions({
    queryKey: adminKey,
    queryFn: (): Promise<AdminAnnouncementsResponse> =>
      callEndpoint(announcementEndpoints.listAdminAnnouncements),
  });
}

export function useAdminAnnouncements() {
  return useQuery({
    ...adminAnnouncementsQueryOptions(),
    // While one is going out (or due), its figures move: read them again every 3 s.
    refetchInterval: (query) =>
      query.state.data?.announcements.some(
        (announcement) =>
          announcement.status === 'sending' ||
          (announcement.status === 'scheduled' && Date.parse(announcement.sendAt) <= Date.now() + 5_000),
      )
        ? 3_000
        : false,
  });
}

export function useAudienceSize(audience: AnnouncementAudience | null) {
  return useQuery({
    queryKey: ['announcements', 'audience-size', audience],
    queryFn: (): Promise<{ size: number }> =>
      callEndpoint(announcementEndpoints.countAnnouncementAudience, { body: { audience: audience! } }),
    enabled: audience !== null,
    placeholderData: keepPreviousData,
  });
}

/** Send or Schedule (`announcementId` null), or Save Changes. */
export function useSaveAnnouncement(announcementId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AnnouncementBodyInput) =>
      announcementId
        ? callEndpoint(announcementEndpoints.updateAnnouncement, { params: { announcementId }, body })
        : callEndpoint(announcementEndpoints.createAnnouncement, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}

export function announcementsQueryOptions(page: number) {
  return queryOptions({
    queryKey: ['announcements', 'mine', page],
    queryFn: (): Promise<AnnouncementsResponse> =>
      callEndpoint(announcementEndpoints.listAnnouncements, { query: { page } }),
  });
}

export function useAnnouncements(page: number) {
  return useQuery({ ...announcementsQueryOptions(page), placeholderData: keepPreviousData });
}

export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) =>
      callEndpoint(announcementEndpoints.unsubscribeFromAnnouncements, { query: { token } }),
  });
}
