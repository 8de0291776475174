import {
  type DirectorySizeBand,
  directoryMessages,
  directorySizeBandLabels,
  directorySizeBands,
} from '@pillars/shared/member-directory/messages';
import { ContactRoundIcon } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/button';
import { EmptyState, ResetFiltersButton } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { SearchField } from '@/components/search-field';
import { SelectField } from '@/components/select-field';
import { SkeletonList } from '@/components/skeleton';
import { paths } from '@/lib/paths';
import { useSearchText } from '@/lib/use-search-text';
import { useDirectory } from '../api/directory';
import { MemberCard } from '../components/member-card';

const anySizeBand = { '': 'Any size', ...directorySizeBandLabels } as Record<'' | DirectorySizeBand, string>;

/** /members (issue 42): the opt-in member directory, searched and filtered, a page at a time. */
export function MembersPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const service = params.get('service') ?? '';
  const country = params.get('country') ?? '';
  const sizeBandParam = params.get('size') ?? '';
  const sizeBand = (directorySizeBands as readonly string[]).includes(sizeBandParam)
    ? (sizeBandParam as DirectorySizeBand)
    : '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next, { replace: true });
  };
  const [text, setText] = useSearchText(q, (settled) => set('q', settled));
  const directory = useDirectory({
    ...(q ? { q } : {}),
    ...(service ? { service } : {}),
    ...(country ? { country } : {}),
    ...(sizeBand ? { sizeBand } : {}),
    page,
  });
  const isFiltered = Boolean(q || service || country || sizeBand);
  const services = directory.data?.services ?? [];
  const countries = directory.data?.countries ?? [];
  return (
    <>
      <PageHeader
        title="Members"
        description="Agency owners who chose to be found. Join them in Settings > Profile."
      />
      <div className="mb-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <SearchField
          label="Search members"
          value={text}
          onChange={setText}
          placeholder="Name, agency, expertise..."
          className="sm:col-span-2 lg:col-span-1"
        />
        <SelectField
          label="Service"
          value={service}
          options={Object.fromEntries([['', 'Any service'], ...services.map((item) => [item, item])])}
          onChange={(value) => set('service', value)}
        />
        <SelectField
          label="Country"
          value={country}
          options={Object.fromEntries([['', 'Any country'], ...countries.map((item) => [item, item])])}
          onChange={(value) => set('country', value)}
        />
        <SelectField
          label="Agency size"
          value={sizeBand}
          options={anySizeBand}
          onChange={(value) => set('size', value)}
        />
      </div>
      <QueryState
        query={directory}
        errorTitle="Failed to load the member directory. Please try again."
        skeleton={<SkeletonList label="Loading members..." count={6} rowClassName="h-28 rounded-xl" />}
      >
        {(data) =>
          data.members.length === 0 ? (
            isFiltered ? (
              <EmptyState
                icon={ContactRoundIcon}
                title={directoryMessages.noMembers}
                action={<ResetFiltersButton onClick={() => setParams({}, { replace: true })} />}
              />
            ) : (
              <EmptyState
                icon={ContactRoundIcon}
                title={directoryMessages.emptyDirectory}
                description={
                  <>
                    Be the first: turn on "Show me in the member directory" in{' '}
                    <Link to={paths.settings} className="text-brand-700 underline">
                      Settings
                    </Link>
                    .
                  </>
                }
              />
            )
          ) : (
            <div className="flex flex-col gap-4">
              <ul aria-label="Members" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
                {data.members.map((person) => (
                  <MemberCard key={person.id} person={person} />
                ))}
              </ul>
              {page > 1 || data.hasMore ? (
                <div className="flex justify-between">
                  <Button
                    variant="outline"
                    disabled={page <= 1}
                    onClick={() => set('page', String(page - 1))}
                  >
                    Previous
                  </Button>
                  <Button
                    variant="outline"
                    disabled={!data.hasMore}
                    onClick={() => set('page', String(page + 1))}
                  >
                    Next
                  </Button>
                </div>
              ) : null}
            </div>
          )
        }
      </QueryState>
    </>
  );
}
