import { organizationEndpoints } from '@pillars/shared/organizations/endpoints';
import type { OrganizationsResponse } from '@pillars/shared/organizations/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { callEndpoint } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { Button } from './button';
import { Input } from './input';
import { Label } from './label';
import { Skeleton, SkeletonGroup } from './skeleton';

/**
 * Manage Organizations' own search (by name or slug, newest first, a page at a time), asked
 * only while a chooser shows.
 */
export function searchOrganizations(search: string): Promise<OrganizationsResponse> {
  return callEndpoint(organizationEndpoints.listOrganizations, { query: search ? { search } : {} });
}

export function organizationSearchQueryOptions(search: string) {
  return queryOptions({
    queryKey: ['organization-chooser', search] as const,
    queryFn: () => searchOrganizations(search),
  });
}

/**
 * A superadmin's choice of organization (Analytics' team view, Learning Plans): search by
 * name, then pick one; the page shows that organization as its agent sees it. `messages`
 * are the page's own texts for a failed search and for no match.
 */
export function OrganizationChooser({
  chosenId,
  onChoose,
  messages,
}: {
  chosenId: string | null;
  onChoose: (organization: { id: string; name: string }) => void;
  messages: { loadFailed: string; noOrganizationsMatch: string };
}) {
  const id = useId();
  const [search, setSearch] = useState('');
  const [submitted, setSubmitted] = useState('');
  const organizations = useQuery({
    ...organizationSearchQueryOptions(submitted),
    placeholderData: keepPreviousData,
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(search.trim());
  };
  return (
    <div className="flex flex-col gap-3">
      <form aria-label="Find an organization" onSubmit={onSubmit} className="flex items-end gap-2">
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <Label htmlFor={`${id}-search`}>Organization</Label>
          <Input
            id={`${id}-search`}
            type="search"
            placeholder="Search by name..."
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <Button type="submit" variant="outline">
          Search
        </Button>
      </form>
      {organizations.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {messages.loadFailed}
        </p>
      ) : !organizations.data ? (
        <SkeletonGroup label="Loading organizations" className="flex flex-wrap gap-2">
          <Skeleton className="h-8 w-32" />
          <Skeleton className="h-8 w-40" />
          <Skeleton className="h-8 w-28" />
        </SkeletonGroup>
      ) : organizations.data.organizations.length === 0 ? (
        <p className="text-sm text-slate-600">{messages.noOrganizationsMatch}</p>
      ) : (
        <ul aria-label="Organizations" className="flex flex-wrap gap-2">
          {organizations.data.organizations.map((organization) => (
            <li key={organization.id}>
              <button
                type="button"
                aria-pressed={organization.id === chosenId}
                onClick={() => onChoose({ id: organization.id, name: organization.name })}
                className={cn(
                  'rounded-full border px-3 py-1.5 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
                  organization.id === chosenId
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
                )}
              >
                {organization.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
