import { certificateEndpoints } from '@pillars/shared/certificates/endpoints';
import type { PublicCertificate } from '@pillars/shared/certificates/schemas';
import { endpointUrl } from '@pillars/shared/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

/** A certificate as anyone may see it (the public page, no sign-in). */
export function getCertificate(certificateId: string): Promise<PublicCertificate> {
  return callEndpoint(certificateEndpoints.getCertificate, { params: { certificateId } });
}

export function certificateQueryOptions(certificateId: string) {
  return queryOptions({
    queryKey: ['certificates', 'public', certificateId] as const,
    queryFn: () => getCertificate(certificateId),
  });
}

export function useCertificate(certificateId: string) {
  return useQuery(certificateQueryOptions(certificateId));
}

/** The PDF's address for anyone (a public, valid certificate). */
export function certificatePdfUrl(certificateId: string): string {
  return endpointUrl(certificateEndpoints.downloadCertificatePdf, { certificateId });
}

/** The PDF's address for its holder (also while it is private). */
export function myCertificatePdfUrl(certificateId: string): string {
  return endpointUrl(certificateEndpoints.downloadMyCertificatePdf, { certificateId });
}
