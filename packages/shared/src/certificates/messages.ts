/** The texts of certificates (issue 43): the server's refusals and the pages' words, once. */
export const certificateMessages = {
  notFound: 'Certificate not found',
  revoked: 'This certificate was revoked.',
  isPrivate: 'This certificate exists, but its holder keeps it private.',
  reasonRequired: 'Give a reason for revoking this certificate.',
  reasonTooLong: 'Reason can be at most 500 characters',
  noCertificates: 'No certificates yet',
  noCertificatesHint: 'Complete every lesson of a pillar to earn its certificate.',
  madePrivate: 'Your certificate is now private.',
  madePublic: 'Your certificate is now public.',
  revokedToast: 'Certificate revoked.',
  restoredToast: 'Certificate restored.',
} as const;

export const certificateReasonLimit = 500;
/** The admin list's page size. */
export const certificatePageSize = 50;
/** Who issues every certificate. */
export const certificateIssuer = 'Pillars';

/** The day a certificate was issued, as the page, the PDF and the e-mail write it (UTC). */
export function certificateDate(issuedAt: string | Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(issuedAt));
}

/** The one sentence a certificate says: "Issued by Pillars to <name> on <date> for completing <pillar>". */
export function certificateStatement(input: {
  recipientName: string;
  pillarTitle: string;
  issuedAt: string | Date;
}): string {
  return `Issued by ${certificateIssuer} to ${input.recipientName} on ${certificateDate(input.issuedAt)} for completing ${input.pillarTitle}`;
}

/** The certificate's name, as LinkedIn and the PDF title show it. */
export function certificateName(pillarTitle: string): string {
  return `${pillarTitle} certificate`;
}

/** Where a certificate is verified: its public page. */
export function certificateUrl(appUrl: string, certificateId: string): string {
  return `${appUrl.replace(/\/+$/, '')}/certificates/${certificateId}`;
}

/**
 * LinkedIn's add-to-profile link (Licenses & certifications), with the certificate's name,
 * issue year and month, id and verification URL.
 */
export function linkedInAddUrl(input: {
  pillarTitle: string;
  issuedAt: string | Date;
  certificateId: string;
  url: string;
}): string {
  const issued = new Date(input.issuedAt);
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: certificateName(input.pillarTitle),
    organizationName: certificateIssuer,
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
    certUrl: input.url,
    certId: input.certificateId,
  });
  return `https://www.linkedin.com/profile/add?${params.toString()}`;
}
