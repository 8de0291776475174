import { defineEndpoints } from '../contract.ts';

const tag = 'certificates';

/**
 * Certificates (issue 43): issued when a member completes every lesson of a pillar; a
 * public page and PDF for anyone with the link; the member's own list with Make private /
 * Make public ('certificate.own'); superadmins list, revoke, restore and switch them per
 * pillar ('certificate.manage').
 */
export const certificateEndpoints = defineEndpoints(() => import('./schemas.ts'), {
  getCertificate: {
    method: 'GET',
    path: '/api/certificates/:certificateId',
    access: 'public',
    tag,
    summary:
      'A certificate as its public page shows it: name, pillar and date (or that it is private or revoked)',
    params: 'certificateParams',
    response: 'publicCertificate',
  },
  downloadCertificatePdf: {
    method: 'GET',
    path: '/api/certificates/:certificateId/pdf',
    access: 'public',
    tag,
    summary:
      'The certificate as a PDF (landscape, with its verification URL and QR code); not for a revoked one, nor a private one but to its holder',
    params: 'certificateParams',
    response: 'certificatePdfResponse',
  },
  getCertificatePreview: {
    method: 'GET',
    path: '/api/certificates/:certificateId/preview.png',
    access: 'public',
    tag,
    summary:
      "The certificate's link-preview image (the og:image of its page, a 1200 x 630 PNG): its pillar's colour and artwork, nothing of the member",
    params: 'certificateParams',
    response: 'certificatePreviewResponse',
  },
  listMyCertificates: {
    method: 'GET',
    path: '/api/my/certificates',
    access: 'member',
    tag,
    summary: "The viewer's certificates, newest first",
    response: 'myCertificatesResponse',
  },
  updateMyCertificate: {
    method: 'PATCH',
    path: '/api/my/certificates/:certificateId',
    access: 'member',
    action: 'certificate.own',
    tag,
    summary: "Makes the viewer's certificate private or public",
    params: 'certificateParams',
    body: 'updateMyCertificateBody',
    response: 'myCertificate',
  },
  downloadMyCertificatePdf: {
    method: 'GET',
    path: '/api/my/certificates/:certificateId/pdf',
    access: 'member',
    action: 'certificate.own',
    tag,
    summary: "The viewer's certificate as a PDF, also while it is private (not once revoked)",
    params: 'certificateParams',
    response: 'certificatePdfResponse',
  },
  listCertificates: {
    method: 'GET',
    path: '/api/admin/certificates',
    access: 'member',
    action: 'certificate.manage',
    tag,
    summary:
      'Every certificate, newest first, searched by name or e-mail and filtered by pillar, 50 a page; each pillar with its switch',
    query: 'adminCertificatesQuery',
    response: 'adminCertificatesResponse',
  },
  revokeCertificate: {
    method: 'POST',
    path: '/api/admin/certificates/:certificateId/revoke',
    access: 'member',
    action: 'certificate.manage',
    tag,
    summary: 'Revokes a certificate with a reason (audited)',
    params: 'certificateParams',
    body: 'revokeCertificateBody',
    response: 'adminCertificate',
  },
  restoreCertificate: {
    method: 'POST',
    path: '/api/admin/certificates/:certificateId/restore',
    access: 'member',
    action: 'certificate.manage',
    tag,
    summary: 'Restores a revoked certificate (audited)',
    params: 'certificateParams',
    response: 'adminCertificate',
  },
  setPillarCertificates: {
    method: 'PUT',
    path: '/api/admin/pillars/:pillarId/certificates',
    access: 'member',
    action: 'certificate.manage',
    tag,
    summary: 'Turns certificates on or off for a pillar (audited)',
    params: 'pillarCertificatesParams',
    body: 'pillarCertificatesBody',
    response: 'certificatePillar',
  },
});
