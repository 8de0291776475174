import { certificateEndpoints } from '@pillars/shared/certificates/endpoints';
import type { MyCertificate, MyCertificatesResponse } from '@pillars/shared/certificates/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The viewer's certificates, newest first. */
export function getMyCertificates(): Promise<MyCertificatesResponse> {
  return callEndpoint(certificateEndpoints.listMyCertificates);
}

export function myCertificatesQueryOptions() {
  return queryOptions({ queryKey: queryKeys.myCertificates, queryFn: getMyCertificates });
}

export function useMyCertificates() {
  return useQuery(myCertificatesQueryOptions());
}

/** Make private / Make public: the list takes the answer at once. */
export function useSetCertificatePrivacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ certificateId, isPrivate }: { certificateId: string; isPrivate: boolean }) =>
      callEndpoint(certificateEndpoints.updateMyCertificate, {
        params: { certificateId },
        body: { isPrivate },
      }),
    onSuccess: (changed: MyCertificate) => {
      queryClient.setQueryData<MyCertificatesResponse>(queryKeys.myCertificates, (current) =>
        current
          ? {
              certificates: current.certificates.map((certificate) =>
                certificate.id === changed.id ? changed : certificate,
              ),
            }
          : current,
      );
      void queryClient.invalidateQueries({ queryKey: ['certificates', 'public', changed.id] });
    },
  });
}
