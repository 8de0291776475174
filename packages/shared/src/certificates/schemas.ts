import { z } from 'zod';
import { certificateMessages, certificatePageSize, certificateReasonLimit } from './messages.ts';

export { certificateMessages, certificatePageSize, certificateReasonLimit };

export const certificateParams = z.object({ certificateId: z.uuid('Certificate not found') });
export type CertificateParams = z.infer<typeof certificateParams>;

/**
 * GET /api/certificates/:certificateId, for anyone: what the public page shows and nothing
 * else about the member. A private one says only that it exists (no name, no pillar, no
 * date); a revoked one says so.
 */
export const publicCertificate = z.object({
  id: z.uuid(),
  status: z.enum(['valid', 'revoked', 'private']),
  recipientName: z.string().nullable(),
  pillarTitle: z.string().nullable(),
  /** The pillar's colour for the drawing (the default when the pillar is gone or it is private). */
  pillarColor: z.string(),
  /** The pillar's artwork, when it has one. */
  pillarImageUrl: z.string().nullable(),
  issuedAt: z.string().nullable(),
  /** The verification URL (the public page's address). */
  url: z.string(),
});
export type PublicCertificate = z.infer<typeof publicCertificate>;

/**
 * The PDF (application/pdf), sent as an attachment: bytes, which the document describes as
 * a string (the route returns a Buffer, which Fastify sends as it is).
 */
export const certificatePdfResponse = z.string();
/** The PNG's bytes (image/png). */
export const certificatePreviewResponse = z.string();

/** One of the viewer's certificates (GET /api/my/certificates). */
export const myCertificate = z.object({
  id: z.uuid(),
  pillarTitle: z.string(),
  pillarSlug: z.string().nullable(),
  pillarColor: z.string(),
  issuedAt: z.string(),
  isPrivate: z.boolean(),
  isRevoked: z.boolean(),
  url: z.string(),
});
export type MyCertificate = z.infer<typeof myCertificate>;

export const myCertificatesResponse = z.object({ certificates: z.array(myCertificate) });
export type MyCertificatesResponse = z.infer<typeof myCertificatesResponse>;

export const updateMyCertificateBody = z.object({ isPrivate: z.boolean() }).strict();
export type UpdateMyCertificateBody = z.infer<typeof updateMyCertificateBody>;

/** GET /api/admin/certificates: newest first, searched by name, filtered by pillar. */
export const adminCertificatesQuery = z.object({
  search: z.string().trim().max(200, 'Search can be at most 200 characters').optional(),
  pillarId: z.uuid('Pillar must be a pillar id').optional(),
  page: z.coerce.number().int().min(1, 'Page must be 1 or more').max(10_000).default(1),
});
export type AdminCertificatesQuery = z.infer<typeof adminCertificatesQuery>;
export type AdminCertificatesFilters = z.input<typeof adminCertificatesQuery>;

export const adminCertificate = z.object({
  id: z.uuid(),
  recipientName: z.string(),
  email: z.string(),
  organizationName: z.string().nullable(),
  pillarTitle: z.string(),
  issuedAt: z.string(),
  isPrivate: z.boolean(),
  revokedAt: z.string().nullable(),
  revokedReason: z.string().nullable(),
});
export type AdminCertificate = z.infer<typeof adminCertificate>;

/** Each pillar with its switch: the filter's choices and the switches, in the same answer. */
export const certificatePillar = z.object({
  id: z.uuid(),
  title: z.string(),
  certificatesEnabled: z.boolean(),
  issued: z.number().int(),
});
export type CertificatePillar = z.infer<typeof certificatePillar>;

export const adminCertificatesResponse = z.object({
  certificates: z.array(adminCertificate),
  pillars: z.array(certificatePillar),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminCertificatesResponse = z.infer<typeof adminCertificatesResponse>;

export const revokeCertificateBody = z
  .object({
    reason: z
      .string(certificateMessages.reasonRequired)
      .trim()
      .min(1, certificateMessages.reasonRequired)
      .max(certificateReasonLimit, certificateMessages.reasonTooLong),
  })
  .strict();
export type RevokeCertificateBody = z.infer<typeof revokeCertificateBody>;

export const pillarCertificatesParams = z.object({ pillarId: z.uuid('Pillar not found') });
export const pillarCertificatesBody = z.object({ enabled: z.boolean() }).strict();
export type PillarCertificatesBody = z.infer<typeof pillarCertificatesBody>;
