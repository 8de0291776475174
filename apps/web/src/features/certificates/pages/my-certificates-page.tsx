import { certificateMessages, linkedInAddUrl } from '@pillars/shared/certificates/messages';
import type { MyCertificate } from '@pillars/shared/certificates/schemas';
import { AwardIcon, DownloadIcon, ExternalLinkIcon, EyeIcon, EyeOffIcon, Share2Icon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { Skeleton, SkeletonGroup } from '@/components/skeleton';
import { serverMessageOr } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { myCertificatePdfUrl } from '../api/get-certificate';
import { useMyCertificates, useSetCertificatePrivacy } from '../api/get-my-certificates';

/** /certificates (issue 43, from the user menu): the member's certificates, newest first. */
export function MyCertificatesPage() {
  const query = useMyCertificates();
  return (
    <>
      <PageHeader title="My certificates" description="A certificate for every pillar you have completed." />
      <QueryState
        query={query}
        documentTitle="My certificates"
        errorTitle="Failed to load your certificates. Please try again."
        skeleton={
          <SkeletonGroup
            label="Loading your certificates..."
            className="grid grid-cols-1 gap-4 lg:grid-cols-2"
          >
            <Skeleton className="h-44 rounded-card" />
            <Skeleton className="h-44 rounded-card" />
          </SkeletonGroup>
        }
        isEmpty={(data) => data.certificates.length === 0}
        empty={
          <EmptyState
            icon={AwardIcon}
            title={certificateMessages.noCertificates}
            description={certificateMessages.noCertificatesHint}
            action={
              <Button asChild variant="outline">
                <Link to={paths.pillars}>Browse the Pillars of Agency</Link>
              </Button>
            }
          />
        }
      >
        {(data) => (
          <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            {data.certificates.map((certificate) => (
              <li key={certificate.id}>
                <CertificateCard certificate={certificate} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </>
  );
}

function CertificateCard({ certificate }: { certificate: MyCertificate }) {
  const privacy = useSetCertificatePrivacy();
  const togglePrivacy = () =>
    privacy.mutate(
      { certificateId: certificate.id, isPrivate: !certificate.isPrivate },
      {
        onSuccess: (changed) =>
          toast.success(changed.isPrivate ? certificateMessages.madePrivate : certificateMessages.madePublic),
        onError: (error) =>
          toast.error(serverMessageOr(error, 'Failed to change the certificate. Please try again.')),
      },
    );
  return (
    <article
      aria-label={`${certificate.pillarTitle} certificate`}
      className="flex h-full flex-col gap-4 overflow-hidden rounded-card border border-slate-200 bg-white p-5 shadow-sm"
      style={{ borderLeft: `6px solid ${certificate.pillarColor}` }}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold break-words text-slate-900">{certificate.pillarTitle}</h2>
          <p className="text-sm text-slate-600">Issued on {formatDate(certificate.issuedAt)}</p>
        </div>
        <span
          className={
            certificate.isRevoked
              ? 'shrink-0 rounded-full bg-red-50 px-2.5 py-1 text-xs font-medium text-red-700'
              : certificate.isPrivate
                ? 'shrink-0 rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700'
                : 'shrink-0 rounded-full bg-accent-50 px-2.5 py-1 text-xs font-medium text-accent-700'
          }
        >
          {certificate.isRevoked ? 'Revoked' : certificate.isPrivate ? 'Private' : 'Public'}
        </span>
      </div>
      {certificate.isRevoked ? (
        <p className="text-sm text-slate-600">{certificateMessages.revoked}</p>
      ) : (
        <div className="mt-auto flex flex-wrap gap-2">
          <Button asChild size="sm">
            <a
              href={linkedInAddUrl({
                pillarTitle: certificate.pillarTitle,
                issuedAt: certificate.issuedAt,
                certificateId: certificate.id,
                url: certificate.url,
              })}
              target="_blank"
              rel="noopener noreferrer"
            >
              <Share2Icon aria-hidden />
              Add to LinkedIn
            </a>
          </Button>
          <Button asChild size="sm" variant="outline">
            <a href={myCertificatePdfUrl(certificate.id)} download>
              <DownloadIcon aria-hidden />
              PDF
            </a>
          </Button>
          <Button asChild size="sm" variant="outline">
            <Link to={paths.certificate(certificate.id)}>
              <ExternalLinkIcon aria-hidden />
              Public page
            </Link>
          </Button>
          <Button size="sm" variant="ghost" onClick={togglePrivacy} disabled={privacy.isPending}>
            {certificate.isPrivate ? <EyeIcon aria-hidden /> : <EyeOffIcon aria-hidden />}
            {certificate.isPrivate ? 'Make public' : 'Make private'}
          </Button>
        </div>
      )}
    </article>
  );
}
