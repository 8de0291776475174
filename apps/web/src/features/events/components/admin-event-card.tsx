import type { AdminEventRow } from '@pillars/shared/events/admin-schemas';
import {
  CalendarIcon,
  ExternalLinkIcon,
  MapPinIcon,
  PencilIcon,
  TicketIcon,
  Trash2Icon,
  UserRoundIcon,
  UsersRoundIcon,
} from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { Checkbox } from '@/components/checkbox';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { useViewerTimeZone } from '@/lib/time-zone';
import { useSetAdminEventActive } from '../api/set-admin-event-active';
import { formatEventShortDateTimeWithZone } from '../utils/event-display';
import { EventTags } from './event-tags';
import { EventTypeBadge } from './event-type-badge';

/** 'Online' for virtual events, the place (or 'TBA') for live ones. */
function placeOf(event: AdminEventRow): string {
  if (event.type === 'virtual') return 'Online';
  return event.location?.trim() || 'TBA';
}

/** '3 / 50 registered', or '3 registered (unlimited seats)'. */
export function seatsText(event: Pick<AdminEventRow, 'seatsTaken' | 'availableSeats'>): string {
  return event.availableSeats === null
    ? `${event.seatsTaken} registered (unlimited seats)`
    : `${event.seatsTaken} / ${event.availableSeats} registered`;
}

/**
 * An event on /admin/events: what it is, when, where, host, fee, seats and 2 tags, with
 * Edit, View (the members' page), Registrations, the Active switch (optimistic: a refusal
 * puts it back, with a toast) and Delete.
 */
export function AdminEventCard({ event, onDelete }: { event: AdminEventRow; onDelete: () => void }) {
  const timeZone = useViewerTimeZone();
  const activeId = useId();
  // The switch follows the click at once; the cache (updated or rolled back) takes over after.
  const [pendingActive, setPendingActive] = useState<boolean | null>(null);
  // One mutation per card: each switch's own answer settles it.
  const setActive = useSetAdminEventActive();
  return (
    <article
      aria-label={event.title}
      className={cn(
        'flex flex-col gap-4 rounded-card border border-slate-200 bg-white p-4 shadow-sm sm:p-5',
        !event.isActive && 'bg-slate-50',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <EventTypeBadge type={event.type} />
        <span
          className={cn(
            'rounded-full px-2.5 py-0.5 text-xs font-semibold',
            event.isActive ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-200 text-slate-700',
          )}
        >
          {event.isActive ? 'Active' : 'Inactive'}
        </span>
        {event.isPast ? (
          <span className="rounded-full bg-slate-800 px-2.5 py-0.5 text-xs font-semibold text-white">
            Past
          </span>
        ) : null}
      </div>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0 flex-1">
          <h3 className="text-base font-semibold break-words text-slate-900">{event.title}</h3>
          <dl className="mt-2 grid gap-1.5 text-sm text-slate-600 sm:grid-cols-2">
            <div className="flex items-center gap-2">
              <dt className="sr-only">When</dt>
              <CalendarIcon className="size-4 shrink-0 text-slate-500" aria-hidden />
              <dd>
                <time dateTime={event.dateTime}>
                  {formatEventShortDateTimeWithZone(event.dateTime, timeZone)}
                </time>
              </dd>
            </div>
            <div className="flex min-w-0 items-center gap-2">
              <dt className="sr-only">Where</dt>
              <MapPinIcon className="size-4 shrink-0 text-slate-500" aria-hidden />
              <dd className="min-w-0 truncate">{placeOf(event)}</dd>
            </div>
            <div className="flex items-center gap-2">
              <dt className="sr-only">Fee</dt>
              <TicketIcon className="size-4 shrink-0 text-slate-500" aria-hidden />
              <dd className="font-medium text-slate-800">{event.feeLabel}</dd>
            </div>
            <div className="flex items-center gap-2">
              <dt className="sr-only">Registrations</dt>
              <UsersRoundIcon className="size-4 shrink-0 text-slate-500" aria-hidden />
              <dd>{seatsText(event)}</dd>
            </div>
            <div className="flex min-w-0 items-center gap-2">
              <dt className="sr-only">Host</dt>
              <UserRoundIcon className="size-4 shrink-0 text-slate-500" aria-hidden />
              <dd className="min-w-0 truncate">{event.hostName ?? 'No host'}</dd>
            </div>
          </dl>
          <EventTags tags={event.tags} className="mt-3" />
        </div>
        <div className="flex flex-wrap items-center gap-2 lg:max-w-xs lg:justify-end">
          <Button asChild variant="outline" size="sm">
            <Link to={paths.adminEventEdit(event.id)} aria-label={`Edit ${event.title}`}>
              <PencilIcon aria-hidden />
              Edit
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to={paths.event(event.id)} aria-label={`View ${event.title}`}>
              <ExternalLinkIcon aria-hidden />
              View
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to={paths.adminEventRegistrations(event.id)} aria-label={`Registrations of ${event.title}`}>
              <UsersRoundIcon aria-hidden />
              Registrations
            </Link>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
            onClick={onDelete}
            aria-label={`Delete ${event.title}`}
          >
            <Trash2Icon aria-hidden />
            Delete
          </Button>
          <div className="flex items-center gap-2 px-1">
            <Checkbox
              id={activeId}
              checked={pendingActive ?? event.isActive}
              onChange={(change) => {
                const isActive = change.target.checked;
                setPendingActive(isActive);
                setActive.mutate(
                  { eventId: event.id, isActive },
                  { onSettled: () => setPendingActive(null) },
                );
              }}
              aria-label={`Active: ${event.title}`}
            />
            <label htmlFor={activeId} className="cursor-pointer text-sm font-medium text-slate-700">
              Active
            </label>
          </div>
        </div>
      </div>
    </article>
  );
}
