import type { AdminEventRow } from '@pillars/shared/events/admin-schemas';
import { ExternalLinkIcon, PencilIcon, Trash2Icon, UsersRoundIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { Checkbox } from '@/components/checkbox';
import { paths } from '@/lib/paths';
import { useSetAdminEventActive } from '../api/set-admin-event-active';
import { formatAdminEventPlace, formatAdminSeats } from '../utils/event-display';
import { EventCard } from './event-card';
import { EventStatusBadge } from './event-status-badge';

/**
 * An event on /admin/events, a row named by its title: what it is, when, where, host, fee,
 * seats and 2 tags, with Edit, View (the members' page), Registrations, Delete and the Active
 * switch.
 */
export function AdminEventCard({ event, onDelete }: { event: AdminEventRow; onDelete: () => void }) {
  return (
    <EventCard
      event={event}
      layout="row"
      label={event.title}
      place={formatAdminEventPlace(event)}
      seats={{ label: 'Registrations', text: formatAdminSeats(event) }}
      hostName={event.hostName ?? 'No host'}
      statusBadge={<EventStatusBadge isActive={event.isActive} />}
      isMuted={!event.isActive}
      actions={<AdminEventActions event={event} onDelete={onDelete} />}
    />
  );
}

/** The Active switch is optimistic: a refusal puts it back, with a toast. */
function AdminEventActions({ event, onDelete }: { event: AdminEventRow; onDelete: () => void }) {
  const activeId = useId();
  // The switch follows the click at once; the cache (updated or rolled back) takes over after.
  const [pendingActive, setPendingActive] = useState<boolean | null>(null);
  // One mutation per card: each switch's own answer settles it.
  const setActive = useSetAdminEventActive();
  return (
    <>
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
            setActive.mutate({ eventId: event.id, isActive }, { onSettled: () => setPendingActive(null) });
          }}
          aria-label={`Active: ${event.title}`}
        />
        <label htmlFor={activeId} className="cursor-pointer text-sm font-medium text-slate-700">
          Active
        </label>
      </div>
    </>
  );
}
