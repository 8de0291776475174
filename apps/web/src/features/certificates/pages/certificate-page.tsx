import { certificateMessages, certificateStatement } from '@pillars/shared/certificates/messages';
import { AwardIcon, BanIcon, DownloadIcon, LockIcon } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { Skeleton, SkeletonGroup } from '@/components/skeleton';
import { paths } from '@/lib/paths';
import { certificatePdfUrl, useCertificate } from '../api/get-certificate';
import { CertificateSheet } from '../components/certificate-sheet';

/**
 * /certificates/:certificateId (issue 43): a certificate's public page, for anyone with the
 * link, signed in or not. The server sends this URL's HTML with the certificate's Open Graph
 * tags, so a shared link previews. A private certificate says only that it exists; a
 * revoked one says so and offers no download.
 */
export function CertificatePage() {
  const { certificateId = '' } = useParams();
  const query = useCertificate(certificateId);
  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-14 max-w-5xl items-center px-4 sm:px-6">
          <Link to={paths.home} className="text-lg font-bold tracking-tight text-brand-800">
            Pillars
          </Link>
        </div>
      </header>
      <main id="main" className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10">
        <QueryState
          query={query}
          documentTitle="Certificate"
          errorTitle="Failed to load this certificate. Please try again."
          notFound={{
            title: certificateMessages.notFound,
            description: 'The link may be mistyped, or the certificate no longer exists.',
          }}
          skeleton={
            <SkeletonGroup label="Loading the certificate..." className="flex flex-col gap-4">
              <Skeleton className="h-8 w-2/3 max-w-md" />
              <Skeleton className="aspect-[297/210] w-full rounded-card" />
            </SkeletonGroup>
          }
        >
          {(certificate) => {
            if (certificate.status === 'private' || !certificate.recipientName || !certificate.issuedAt) {
              return (
                <>
                  <title>Certificate · Pillars</title>
                  <EmptyState
                    icon={LockIcon}
                    title="Private certificate"
                    description={certificateMessages.isPrivate}
                  />
                </>
              );
            }
            const pillarTitle = certificate.pillarTitle ?? '';
            const statement = certificateStatement({
              recipientName: certificate.recipientName,
              pillarTitle,
              issuedAt: certificate.issuedAt,
            });
            const isRevoked = certificate.status === 'revoked';
            return (
              <>
                <title>{`${pillarTitle} certificate · Pillars`}</title>
                <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
                  <div className="min-w-0">
                    <h1 className="flex items-center gap-2 text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
                      <AwardIcon
                        className="size-6 shrink-0"
                        style={{ color: certificate.pillarColor }}
                        aria-hidden
                      />
                      {isRevoked ? 'Revoked certificate' : 'Verified certificate'}
                    </h1>
                    <p className="mt-1 text-sm text-slate-600">{statement}</p>
                  </div>
                  {isRevoked ? null : (
                    <Button asChild variant="outline" className="shrink-0">
                      <a href={certificatePdfUrl(certificate.id)} download>
                        <DownloadIcon aria-hidden />
                        Download PDF
                      </a>
                    </Button>
                  )}
                </div>
                {isRevoked ? (
                  <p
                    role="status"
                    className="flex items-center gap-2 rounded-card border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
                  >
                    <BanIcon className="size-4 shrink-0" aria-hidden />
                    {certificateMessages.revoked}
                  </p>
                ) : null}
                <CertificateSheet
                  recipientName={certificate.recipientName}
                  pillarTitle={pillarTitle}
                  pillarColor={certificate.pillarColor}
                  issuedAt={certificate.issuedAt}
                  url={certificate.url}
                  isRevoked={isRevoked}
                />
              </>
            );
          }}
        </QueryState>
      </main>
    </div>
  );
}
