import { eventMessages } from '@pillars/shared/events/messages';
import type { EventCard as EventCardData, EventTypeFilter } from '@pillars/shared/events/schemas';
import { CalendarDaysIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/button';
import { Checkbox } from '@/components/checkbox';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { SkeletonGroup } from '@/components/skeleton';
import { cn } from '@/lib/cn';
import { useViewerTimeZone } from '@/lib/time-zone';
import { type EventsFilter, useEvents } from '../api/get-events';
import { EventCardSkeleton } from '../components/event-card';
import { MemberEventCard } from '../components/member-event-card';
import { groupEventsByMonth } from '../utils/event-display';
import { readEventsFilter } from '../utils/events-filter';

const gridClass = 'grid gap-5 sm:grid-cols-2 xl:grid-cols-3';
const skeletonKeys = [1, 2, 3, 4, 5, 6];
const eagerImageCount = 3;

const typeOptions: Array<{ value: EventTypeFilter; label: string }> = [
  { value: 'all', label: 'All Events' },
  { value: 'live', label: 'Live' },
  { value: 'virtual', label: 'Virtual' },
];

/** /events: active events grouped by month, upcoming first; past ones when asked. */
export function EventsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  // The controls answer the click at once; the URL (a router navigation) follows a moment
  // later, and from then on the URL speaks again.
  const search = searchParams.toString();
  const [pending, setPending] = useState<{ fromSearch: string; filter: EventsFilter } | null>(null);
  const filter = pending?.fromSearch === search ? pending.filter : readEventsFilter(searchParams);
  const query = useEvents(filter);
  const pastId = useId();

  const updateFilter = (change: Partial<EventsFilter>) => {
    const next = { ...filter, ...change };
    setPending({ fromSearch: search, filter: next });
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next.type === 'all') params.delete('type');
        else params.set('type', next.type);
        if (next.includePast) params.set('past', '1');
        else params.delete('past');
        return params;
      },
      { replace: true },
    );
  };

  return (
    <>
      <PageHeader
        title="Events"
        description="Live workshops and virtual sessions for agency owners and their teams."
      />
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <fieldset className="min-w-0">
          <legend className="sr-only">Event type</legend>
          <div className="inline-flex rounded-lg border border-slate-300 bg-white p-1 shadow-sm">
            {typeOptions.map((option) => {
              const isSelected = filter.type === option.value;
              return (
                <button
                  key={option.value}
                  type="button"
                  aria-pressed={isSelected}
                  onClick={() => updateFilter({ type: option.value })}
                  className={cn(
                    'rounded-md px-3 py-1.5 text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
                    isSelected ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100',
                  )}
                >
                  {option.label}
                </button>
              );
            })}
          </div>
        </fieldset>
        <div className="flex items-center gap-2">
          <Checkbox
            id={pastId}
            checked={filter.includePast}
            onChange={(event) => updateFilter({ includePast: event.target.checked })}
          />
          <label htmlFor={pastId} className="cursor-pointer text-sm font-medium text-slate-700">
            {eventMessages.includePast}
          </label>
        </div>
      </div>
      <QueryState
        query={query}
        skeleton={
          <SkeletonGroup label="Loading events..." className={gridClass}>
            {skeletonKeys.map((key) => (
              <EventCardSkeleton key={key} />
            ))}
          </SkeletonGroup>
        }
        errorTitle={eventMessages.eventsLoadFailed}
        isEmpty={(data) => data.pages.every((page) => page.events.length === 0)}
        empty={
          <EmptyState
            icon={CalendarDaysIcon}
            title={eventMessages.noEvents}
            description={
              filter.includePast
                ? 'No events match this filter.'
                : 'There are no upcoming events right now. Tick Include Past Events to see earlier ones.'
            }
          />
        }
      >
        {(data) => (
          <>
            <EventGroups events={data.pages.flatMap((page) => page.events)} />
            {query.hasNextPage ? (
              <div className="mt-8 flex justify-center">
                <Button
                  variant="outline"
                  disabled={query.isFetchingNextPage}
                  onClick={() => void query.fetchNextPage()}
                >
                  {query.isFetchingNextPage ? 'Loading...' : 'Show more events'}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </QueryState>
    </>
  );
}

function EventGroups({ events }: { events: EventCardData[] }) {
  const timeZone = useViewerTimeZone();
  const groups = groupEventsByMonth(events, Date.now(), timeZone);
  let cardIndex = 0;
  return (
    <div className="flex flex-col gap-10">
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`events-month-${group.key}`}>
          <h2 id={`events-month-${group.key}`} className="mb-4 text-lg font-semibold text-slate-900">
            {group.label}
          </h2>
          <div className={gridClass}>
            {group.events.map((event) => {
              const index = cardIndex++;
              return (
                <MemberEventCard
                  key={event.id}
                  event={event}
                  imageLoading={index < eagerImageCount ? 'eager' : 'lazy'}
                />
              );
            })}
          </div>
        </section>
      ))}
    </div>
  );
}
