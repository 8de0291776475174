import { zodResolver } from '@hookform/resolvers/zod';
import { certificateMessages } from '@pillars/shared/certificates/messages';
import {
  type AdminCertificate,
  type CertificatePillar,
  type RevokeCertificateBody,
  revokeCertificateBody,
} from '@pillars/shared/certificates/schemas';
import { AwardIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Button } from '@/components/button';
import { Checkbox } from '@/components/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/dialog';
import { EmptyState } from '@/components/empty-state';
import { FormError } from '@/components/form-error';
import { PageHeader } from '@/components/page-header';
import { Pager } from '@/components/pager';
import { QueryState } from '@/components/query-state';
import { SearchField } from '@/components/search-field';
import { SelectField } from '@/components/select-field';
import { Skeleton, SkeletonGroup } from '@/components/skeleton';
import { TextareaField } from '@/components/textarea';
import { serverMessageOr } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { formatDate } from '@/lib/format-date';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useSearchText } from '@/lib/use-search-text';
import { useUrlSearchParams } from '@/lib/use-url-search-params';
import {
  useAdminCertificates,
  useRestoreCertificate,
  useRevokeCertificate,
  useSetPillarCertificates,
} from '../api/admin-certificates';

const allPillars = 'all';

/**
 * /admin/certificates (issue 43, superadmins): every certificate, newest first, searched by
 * name or e-mail and filtered by pillar (kept in the URL), 50 a page; revoke with a reason
 * and restore; each pillar's switch. Every change is audited on the server.
 */
export function AdminCertificatesPage() {
  const [searchParams, setSearchParams] = useUrlSearchParams();
  const search = searchParams.get('search') ?? '';
  const pillarId = searchParams.get('pillar') ?? '';
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const setParam = (changes: Record<string, string>) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  const [text, setText] = useSearchText(search, (settled) => setParam({ search: settled, page: '' }));
  const query = useAdminCertificates({
    ...(search ? { search } : {}),
    ...(pillarId ? { pillarId } : {}),
    page,
  });
  const [revoking, setRevoking] = useState<AdminCertificate | null>(null);
  const restore = useRestoreCertificate();

  const pillarOptions: Record<string, string> = { [allPillars]: 'All pillars' };
  for (const pillar of query.data?.pillars ?? []) pillarOptions[pillar.id] = pillar.title;

  return (
    <>
      <PageHeader
        title="Certificates"
        description="Every certificate issued, and which pillars issue them."
      />
      <div className="flex flex-col gap-6">
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <SearchField label="Search" placeholder="Name or e-mail" value={text} onChange={setText} />
          <SelectField
            label="Pillar"
            value={pillarId || allPillars}
            options={pillarOptions}
            onChange={(value) => setParam({ pillar: value === allPillars ? '' : value, page: '' })}
          />
        </div>
        <QueryState
          query={query}
          documentTitle="Certificates"
          errorTitle="Failed to load the certificates. Please try again."
          skeleton={
            <SkeletonGroup label="Loading certificates..." className="flex flex-col gap-2">
              <Skeleton className="h-16 rounded-card" />
              <Skeleton className="h-16 rounded-card" />
              <Skeleton className="h-16 rounded-card" />
            </SkeletonGroup>
          }
        >
          {(data) => (
            <>
              {data.certificates.length === 0 ? (
                <EmptyState
                  icon={AwardIcon}
                  title={search || pillarId ? 'No certificates match.' : 'No certificates yet.'}
                  description={
                    search || pillarId
                      ? 'Try another name or pillar.'
                      : 'A certificate is issued when a member completes every lesson of a pillar.'
                  }
                />
              ) : (
                <ul className="flex flex-col divide-y divide-slate-100 rounded-card border border-slate-200 bg-white shadow-sm">
                  {data.certificates.map((certificate) => (
                    <li
                      key={certificate.id}
                      className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
                    >
                      <div className="min-w-0">
                        <p className="font-semibold break-words text-slate-900">
                          {certificate.recipientName}{' '}
                          <span className="font-normal text-slate-500">· {certificate.pillarTitle}</span>
                        </p>
                        <p className="text-sm break-words text-slate-600">
                          {certificate.email}
                          {certificate.organizationName ? ` · ${certificate.organizationName}` : ''} · Issued
                          on {formatDate(certificate.issuedAt)}
                          {certificate.isPrivate ? ' · Private' : ''}
                        </p>
                        {certificate.revokedAt ? (
                          <p className="text-sm font-medium text-red-700">
                            Revoked: {certificate.revokedReason}
                          </p>
                        ) : null}
                      </div>
                      <div className="flex shrink-0 gap-2">
                        <Button asChild size="sm" variant="outline">
                          <a
                            href={paths.certificate(certificate.id)}
                            target="_blank"
                            rel="noopener noreferrer"
                          >
                            View
                          </a>
                        </Button>
                        {certificate.revokedAt ? (
                          <Button
                            size="sm"
                            variant="outline"
                            disabled={restore.isPending}
                            onClick={() =>
                              restore.mutate(certificate.id, {
                                onSuccess: () => toast.success(certificateMessages.restoredToast),
                                onError: (error) =>
                                  toast.error(serverMessageOr(error, 'Failed to restore. Please try again.')),
                              })
                            }
                          >
                            Restore
                          </Button>
                        ) : (
                          <Button size="sm" variant="destructive" onClick={() => setRevoking(certificate)}>
                            Revoke
                          </Button>
                        )}
                      </div>
                    </li>
                  ))}
                </ul>
              )}
              <Pager result={data} onPage={(next) => setParam({ page: next > 1 ? String(next) : '' })} />
              <PillarSwitches pillars={data.pillars} />
            </>
          )}
        </QueryState>
      </div>
      {revoking ? <RevokeDialog certificate={revoking} onClose={() => setRevoking(null)} /> : null}
    </>
  );
}

function PillarSwitches({ pillars }: { pillars: CertificatePillar[] }) {
  const headingId = useId();
  const setSwitch = useSetPillarCertificates();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Pillars that issue certificates
      </h2>
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {pillars.map((pillar) => (
          <li key={pillar.id}>
            <label
              htmlFor={`${headingId}-${pillar.id}`}
              className="flex cursor-pointer items-center gap-3 rounded-card border border-slate-200 bg-white p-3 text-sm"
            >
              <Checkbox
                id={`${headingId}-${pillar.id}`}
                checked={pillar.certificatesEnabled}
                disabled={setSwitch.isPending}
                onChange={(event) =>
                  setSwitch.mutate(
                    { pillarId: pillar.id, enabled: event.target.checked },
                    {
                      onSuccess: (changed) =>
                        toast.success(
                          changed.certificatesEnabled
                            ? `${changed.title} issues certificates.`
                            : `${changed.title} no longer issues certificates.`,
                        ),
                      onError: (error) =>
                        toast.error(serverMessageOr(error, 'Failed to save. Please try again.')),
                    },
                  )
                }
              />
              <span className="min-w-0 flex-1 font-medium text-slate-900">{pillar.title}</span>
              <span className="shrink-0 text-slate-500">{pillar.issued} issued</span>
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Revoke: a reason is required (the public page then says the certificate was revoked). */
function RevokeDialog({ certificate, onClose }: { certificate: AdminCertificate; onClose: () => void }) {
  const id = useId();
  const revoke = useRevokeCertificate();
  const [formError, setFormError] = useState<string>();
  const form = useForm<RevokeCertificateBody>({
    resolver: zodResolver(revokeCertificateBody) as unknown as Resolver<RevokeCertificateBody>,
    defaultValues: { reason: '' },
  });
  const onSubmit = form.handleSubmit(({ reason }) => {
    setFormError(undefined);
    revoke.mutate(
      { certificateId: certificate.id, reason },
      {
        onSuccess: () => {
          toast.success(certificateMessages.revokedToast);
          onClose();
        },
        onError: (error) => {
          if (!applyServerFieldErrors(error, ['reason'], form.setError)) {
            setFormError(serverMessageOr(error, 'Failed to revoke. Please try again.'));
          }
        },
      },
    );
  });
  return (
    <Dialog open onOpenChange={(open) => !open && !revoke.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Revoke certificate</DialogTitle>
          <DialogDescription>
            {certificate.pillarTitle} for {certificate.recipientName}. Its public page will say it was
            revoked.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <FormError message={formError} />
          <TextareaField
            id={`${id}-reason`}
            label="Reason"
            error={form.formState.errors.reason?.message}
            {...form.register('reason')}
          />
          <DialogFooter>
            <Button type="button" variant="outline" disabled={revoke.isPending} onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={revoke.isPending}>
              {revoke.isPending ? 'Revoking...' : 'Revoke'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
