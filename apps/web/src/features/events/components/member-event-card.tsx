import type { EventCard as EventCardData } from '@pillars/shared/events/schemas';
import { PlanLock, useOpensContent } from '@/components/plan-lock';
import { paths } from '@/lib/paths';
import { formatSeatsLeft } from '../utils/event-display';
import { EventCard } from './event-card';

/**
 * An event on the members' list or among the related ones: a tile whose title links to the
 * event's page, with the seats left and 'Registered' where the member holds a seat; one offered
 * on some plans says which, with Upgrade to open where the member's plan lacks it (issue 58).
 */
export function MemberEventCard({
  event,
  headingLevel,
  imageLoading,
}: {
  event: EventCardData;
  headingLevel?: 'h2' | 'h3';
  imageLoading?: 'lazy' | 'eager';
}) {
  const isLocked = !useOpensContent(event.planIds);
  return (
    <EventCard
      event={event}
      layout="tile"
      place={event.locationLabel}
      seats={{ label: 'Seats', text: formatSeatsLeft(event.seatsLeft) }}
      titleHref={paths.event(event.id)}
      isRegistered={event.isRegistered}
      headingLevel={headingLevel}
      imageLoading={imageLoading}
      actions={
        event.availableOn ? <PlanLock availableOn={event.availableOn} isLocked={isLocked} /> : undefined
      }
    />
  );
}
