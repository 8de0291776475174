import { certificateEndpoints } from '@pillars/shared/certificates/endpoints';
import type {
  AdminCertificatesFilters,
  AdminCertificatesResponse,
} from '@pillars/shared/certificates/schemas';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

const adminKey = ['certificates', 'admin'] as const;

export function getAdminCertificates(query: AdminCertificatesFilters): Promise<AdminCertificatesResponse> {
  return callEndpoint(certificateEndpoints.listCertificates, { query });
}

export function adminCertificatesQueryOptions(query: AdminCertificatesFilters) {
  return queryOptions({
    queryKey: [...adminKey, query] as const,
    queryFn: () => getAdminCertificates(query),
    placeholderData: keepPreviousData,
  });
}

export function useAdminCertificates(query: AdminCertificatesFilters) {
  return useQuery(adminCertificatesQueryOptions(query));
}

function useInvalidateAdminCertificates() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminKey });
}

export function useRevokeCertificate() {
  const invalidate = useInvalidateAdminCertificates();
  return useMutation({
    mutationFn: ({ certificateId, reason }: { certificateId: string; reason: string }) =>
      callEndpoint(certificateEndpoints.revokeCertificate, { params: { certificateId }, body: { reason } }),
    onSuccess: invalidate,
  });
}

export function useRestoreCertificate() {
  const invalidate = useInvalidateAdminCertificates();
  return useMutation({
    mutationFn: (certificateId: string) =>
      callEndpoint(certificateEndpoints.restoreCertificate, { params: { certificateId } }),
    onSuccess: invalidate,
  });
}

export function useSetPillarCertificates() {
  const invalidate = useInvalidateAdminCertificates();
  return useMutation({
    mutationFn: ({ pillarId, enabled }: { pillarId: string; enabled: boolean }) =>
      callEndpoint(certificateEndpoints.setPillarCertificates, { params: { pillarId }, body: { enabled } }),
    onSuccess: invalidate,
  });
}
