import {
  adminEventMessages,
  adminEventStatusLabels,
  adminEventTypeLabels,
} from '@pillars/shared/events/admin-messages';
import type { AdminEventRow } from '@pillars/shared/events/admin-schemas';
import { plural } from '@pillars/shared/plural';
import { CalendarXIcon, PlusIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { Checkbox } from '@/components/checkbox';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState, ResetFiltersButton } from '@/components/empty-state';
import { Label } from '@/components/label';
import { LoadMoreButton } from '@/components/load-more-button';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { SelectField } from '@/components/select-field';
import { Skeleton, SkeletonGroup } from '@/components/skeleton';
import { serverMessageOr } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useViewerTimeZone } from '@/lib/time-zone';
import { toast } from '@/lib/toast';
import { useUrlSearchParams } from '@/lib/use-url-search-params';
import { useDeleteAdminEvent } from '../api/delete-admin-event';
import { useAdminEvents } from '../api/get-admin-events';
import { AdminEventCard } from '../components/admin-event-card';
import {
  type AdminEventsFilter,
  adminEventsSearch,
  readAdminEventsFilter,
} from '../utils/admin-events-filter';
import { groupEventsByMonth } from '../utils/event-display';

/**
 * /admin/events (superadmins): every event, grouped by month. By default the active
 * upcoming ones, as members see them; Status and 'Include Past Events' widen the list.
 * The filters live in the URL; the server filters, sorts and pages.
 */
export function AdminEventsPage() {
  const timeZone = useViewerTimeZone();
  const [searchParams, setSearchParams] = useUrlSearchParams();
  const filter = readAdminEventsFilter(searchParams);
  const events = useAdminEvents(filter);
  const deleteEvent = useDeleteAdminEvent();
  const [toDelete, setToDelete] = useState<AdminEventRow | null>(null);
  const pastId = useId();

  const setFilter = (change: Partial<AdminEventsFilter>) =>
    setSearchParams((latest) => adminEventsSearch({ ...readAdminEventsFilter(latest), ...change }), {
      replace: true,
    });
  const isFiltered = filter.type !== 'all' || filter.status !== 'active' || filter.includePast;

  const confirmDelete = () => {
    if (!toDelete) return;
    deleteEvent.mutate(toDelete.id, {
      onSuccess: () => {
        toast.success(adminEventMessages.eventDeleted);
        setToDelete(null);
      },
    });
  };

  return (
    <>
      <PageHeader
        title="Manage Events"
        description="Create, edit and publish events, and see who registered."
        actions={
          <Button asChild>
            <Link to={paths.adminEventCreate}>
              <PlusIcon aria-hidden />
              Add Event
            </Link>
          </Button>
        }
      />
      <div className="mb-6 grid gap-3 sm:grid-cols-[12rem_12rem_auto] sm:items-end">
        <SelectField
          label="Type"
          value={filter.type}
          options={adminEventTypeLabels}
          onChange={(type) => setFilter({ type })}
        />
        <SelectField
          label="Status"
          value={filter.status}
          options={adminEventStatusLabels}
          onChange={(status) => setFilter({ status })}
        />
        <div className="flex h-10 items-center gap-2">
          <Checkbox
            id={pastId}
            checked={filter.includePast}
            onChange={(change) => setFilter({ includePast: change.target.checked })}
          />
          <Label htmlFor={pastId}>Include Past Events</Label>
        </div>
      </div>
      <QueryState
        query={events}
        skeleton={<AdminEventsSkeleton />}
        errorTitle={adminEventMessages.eventsLoadFailed}
        documentTitle="Manage Events"
      >
        {(data) => {
          const rows = data.pages.flatMap((page) => page.events);
          if (rows.length === 0) {
            return (
              <EmptyState
                icon={CalendarXIcon}
                title={adminEventMessages.noEvents}
                description={isFiltered ? adminEventMessages.noEventsMatch : undefined}
                action={
                  isFiltered ? (
                    <ResetFiltersButton
                      onClick={() => setSearchParams(new URLSearchParams(), { replace: true })}
                    />
                  ) : (
                    <Button asChild>
                      <Link to={paths.adminEventCreate}>Add Event</Link>
                    </Button>
                  )
                }
              />
            );
          }
          return (
            <div className="flex flex-col gap-8">
              <p className="text-sm text-slate-600" aria-live="polite">
                {plural(data.pages[0]?.total ?? 0, 'event')} found
              </p>
              {groupEventsByMonth(rows, Date.now(), timeZone).map((group) => (
                <section
                  key={group.key}
                  aria-labelledby={`month-${group.key}`}
                  className="flex flex-col gap-3"
                >
                  <h2 id={`month-${group.key}`} className="text-lg font-semibold text-slate-900">
                    {group.label}
                    {group.key.startsWith('past') ? (
                      <span className="ml-2 text-sm font-normal text-slate-600">(Past)</span>
                    ) : null}
                  </h2>
                  {group.events.map((event) => (
                    <AdminEventCard
                      key={event.id}
                      event={event}
                      onDelete={() => {
                        deleteEvent.reset();
                        setToDelete(event);
                      }}
                    />
                  ))}
                </section>
              ))}
              <LoadMoreButton query={events} label="Show more events" />
            </div>
          );
        }}
      </QueryState>
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => (open ? undefined : setToDelete(null))}
        title="Delete Event"
        description={toDelete ? <DeleteDescription event={toDelete} /> : null}
        confirmLabel="Delete Event"
        onConfirm={confirmDelete}
        isPending={deleteEvent.isPending}
        error={
          deleteEvent.isError
            ? serverMessageOr(deleteEvent.error, adminEventMessages.deleteFailed)
            : undefined
        }
      />
    </>
  );
}

function DeleteDescription({ event }: { event: AdminEventRow }) {
  const count = event.registrationCount;
  return (
    <p>
      &ldquo;{event.title}&rdquo; will be deleted with its tags and{' '}
      <strong>{plural(count, 'registration')}</strong>. Members will no longer see it. This cannot be undone.
    </p>
  );
}

function AdminEventsSkeleton() {
  return (
    <SkeletonGroup label="Loading events..." className="flex flex-col gap-3">
      <Skeleton className="h-6 w-40" />
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} className="h-40 w-full rounded-card" />
      ))}
    </SkeletonGroup>
  );
}
