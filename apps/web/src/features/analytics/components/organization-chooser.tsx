import { analyticsMessages as messages } from '@pillars/shared/analytics/messages';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/button';
import { Input } from '@/components/input';
import { Label } from '@/components/label';
import { Skeleton, SkeletonGroup } from '@/components/skeleton';
import { cn } from '@/lib/cn';
import { useOrganizationSearch } from '../api/search-organizations';

/**
 * A superadmin's choice of organization: search by name (Manage Organizations' search), then
 * pick one; the page shows that organization's team view as its agent sees it.
 */
export function OrganizationChooser({
  chosenId,
  onChoose,
}: {
  chosenId: string | null;
  onChoose: (organization: { id: string; name: string }) => void;
}) {
  const id = useId();
  const [search, setSearch] = useState('');
  const [submitted, setSubmitted] = useState('');
  const organizations = useOrganizationSearch(submitted, { enabled: true });
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
