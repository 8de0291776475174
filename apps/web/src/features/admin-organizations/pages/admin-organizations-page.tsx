import { organizationMessages as messages } from '@pillars/shared/organizations/messages';
import type { AdminOrganization } from '@pillars/shared/organizations/schemas';
import { plural } from '@pillars/shared/plural';
import { BuildingIcon, GiftIcon, Trash2Icon, TriangleAlertIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { BackLink } from '@/components/back-link';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { EmptyState, ResetFiltersButton } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Pager } from '@/components/pager';
import { QueryState } from '@/components/query-state';
import { SearchField } from '@/components/search-field';
import { SkeletonList } from '@/components/skeleton';
import { formatDate } from '@/lib/format-date';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useSearchText } from '@/lib/use-search-text';
import { useUrlSearchParams } from '@/lib/use-url-search-params';
import { type OrganizationsFilters, useOrganizations } from '../api/get-organizations';
import { useSetFreeAccess } from '../api/update-organization';
import { DeleteOrganizationDialog } from '../components/delete-organization-dialog';

const subscriptionLabels: Record<NonNullable<AdminOrganization['subscriptionStatus']>, string> = {
  active: 'Active subscription',
  trialing: 'Trial',
  past_due: 'Payment past due',
  canceled: 'Subscription canceled',
};

function filtersOf(searchParams: URLSearchParams): OrganizationsFilters {
  const search = searchParams.get('search')?.trim() || undefined;
  const page = Number(searchParams.get('page'));
  return { search, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** /admin/organizations (superadmin): search, free access and deletion (spec 02 section 2). */
export function AdminOrganizationsPage() {
  const [searchParams, setSearchParams] = useUrlSearchParams();
  const filters = filtersOf(searchParams);
  const organizations = useOrganizations(filters);
  const [deleting, setDeleting] = useState<AdminOrganization | null>(null);
  const searchInputRef = useRef<HTMLInputElement>(null);

  const update = (change: Partial<OrganizationsFilters>, options: { replace?: boolean } = {}) => {
    setSearchParams((latest) => {
      const next = { ...filtersOf(latest), ...change };
      const params = new URLSearchParams();
      if (next.search) params.set('search', next.search);
      if (next.page > 1) params.set('page', String(next.page));
      return params;
    }, options);
  };
  const [search, setSearch] = useSearchText(filters.search ?? '', (settled) =>
    update({ search: settled || undefined, page: 1 }, { replace: true }),
  );

  return (
    <>
      <BackLink to={paths.admin} label="Back to Admin Dashboard" />
      <PageHeader title={messages.title} description={messages.subtitle} />
      <div
        role="note"
        className="mb-4 flex items-start gap-3 rounded-card border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
      >
        <TriangleAlertIcon className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden />
        <div>
          <p className="font-semibold">{messages.warningTitle}</p>
          <p>{messages.warning}</p>
        </div>
      </div>
      <SearchField
        label="Search"
        placeholder={messages.searchPlaceholder}
        value={search}
        onChange={setSearch}
        className="mb-4 max-w-xl"
        inputRef={searchInputRef}
      />
      <QueryState
        query={organizations}
        errorTitle={messages.loadFailed}
        skeleton={
          <SkeletonList label="Loading organizations" count={4} rowClassName="h-36 w-full rounded-card" />
        }
      >
        {(data) => (
          <div className="flex flex-col gap-4" aria-busy={organizations.isPlaceholderData || undefined}>
            <p className="text-sm text-slate-600" aria-live="polite">
              {plural(data.total, 'organization')} found
            </p>
            {data.organizations.length === 0 ? (
              <EmptyState
                icon={BuildingIcon}
                title={messages.noOrganizations}
                description={filters.search ? messages.noOrganizationsMatch : undefined}
                action={
                  filters.search ? (
                    <ResetFiltersButton
                      label="Clear Search"
                      onClick={() => setSearchParams(new URLSearchParams())}
                    />
                  ) : null
                }
              />
            ) : (
              <ul aria-label="Organizations" className="grid gap-3 lg:grid-cols-2">
                {data.organizations.map((organization) => (
                  <li key={organization.id}>
                    <OrganizationCard
                      organization={organization}
                      onDelete={() => setDeleting(organization)}
                    />
                  </li>
                ))}
              </ul>
            )}
            <Pager result={data} onPage={(page) => update({ page })} />
          </div>
        )}
      </QueryState>
      <DeleteOrganizationDialog
        key={deleting?.id}
        organization={deleting}
        onClose={() => setDeleting(null)}
        onDeletedFocus={() => searchInputRef.current?.focus()}
      />
    </>
  );
}

function OrganizationCard({
  organization,
  onDelete,
}: {
  organization: AdminOrganization;
  onDelete: () => void;
}) {
  const freeAccess = useSetFreeAccess();
  const headingId = useId();
  const counts: Array<[string, number]> = [
    ['Users', organization.counts.users],
    ['Pillars', organization.counts.pillars],
    ['Articles', organization.counts.articles],
    ['Events', organization.counts.events],
  ];
  const onToggleFreeAccess = () =>
    freeAccess.mutate(
      { organizationId: organization.id, hasFreeAccess: !organization.hasFreeAccess },
      {
        onSuccess: ({ organization: changed }) =>
          toast.success(changed.hasFreeAccess ? messages.freeAccessGranted : messages.freeAccessRemoved),
        onError: () => toast.error(messages.updateAccessFailed),
      },
    );

  return (
    <Card className="flex h-full flex-col gap-3 p-4" aria-labelledby={headingId} role="article">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="font-semibold break-words text-slate-900">
            {organization.name}
          </h2>
          <p className="text-sm break-all text-slate-500">/{organization.slug}</p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          {organization.hasFreeAccess ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-medium text-emerald-800">
              <GiftIcon className="size-3.5" aria-hidden />
              {messages.freeAccess}
            </span>
          ) : null}
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
            {organization.subscriptionStatus
              ? subscriptionLabels[organization.subscriptionStatus]
              : 'No subscription'}
          </span>
        </div>
      </div>
      <dl className="grid grid-cols-4 gap-2 text-center">
        {counts.map(([label, count]) => (
          <div key={label} className="rounded-lg bg-slate-50 px-1 py-2">
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="text-lg font-semibold text-slate-900 tabular-nums">{count}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-slate-500">Created {formatDate(organization.createdAt)}</p>
      <div className="mt-auto flex flex-wrap gap-2">
        <Button
          variant={organization.hasFreeAccess ? 'outline' : 'secondary'}
          size="sm"
          disabled={freeAccess.isPending}
          aria-label={`${organization.hasFreeAccess ? messages.removeFreeAccess : messages.grantFreeAccess}: ${organization.name}`}
          onClick={onToggleFreeAccess}
        >
          <GiftIcon aria-hidden />
          {organization.hasFreeAccess ? messages.removeFreeAccess : messages.grantFreeAccess}
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="text-red-700 hover:bg-red-50"
          aria-label={`${messages.deleteOrganization}: ${organization.name}`}
          onClick={onDelete}
        >
          <Trash2Icon aria-hidden />
          {messages.deleteOrganization}
        </Button>
      </div>
    </Card>
  );
}
