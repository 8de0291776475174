import type { EventCard as EventCardData } from '@pillars/shared/events/schemas';
import { CalendarIcon, CheckCircle2Icon, MapPinIcon, TicketIcon, UsersRoundIcon } from 'lucide-react';
import { Link } from 'react-router';
import { FallbackImage } from '@/components/fallback-image';
import { Skeleton } from '@/components/skeleton';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { useViewerTimeZone } from '@/lib/time-zone';
import { formatEventShortDateTimeWithZone, formatSeatsLeft } from '../utils/event-display';
import { EventTags } from './event-tags';
import { EventTypeBadge } from './event-type-badge';

/**
 * An event on the list or among the related ones: image, type, title (the link, stretched
 * over the card), date and time in the member's time zone, place, fee, seats left and the
 * first 2 tags.
 */
export function EventCard({
  event,
  headingLevel: Heading = 'h3',
  imageLoading = 'lazy',
}: {
  event: EventCardData;
  headingLevel?: 'h2' | 'h3';
  imageLoading?: 'lazy' | 'eager';
}) {
  const timeZone = useViewerTimeZone();
  return (
    <article
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-card border border-slate-200 bg-white shadow-sm',
        'transition hover:-translate-y-0.5 hover:shadow-md motion-reduce:transition-none motion-reduce:hover:translate-y-0',
        'has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-500 has-[a:focus-visible]:ring-offset-2',
        event.isPast && 'opacity-90',
      )}
    >
      <div className="relative aspect-[16/9] bg-slate-100">
        <FallbackImage
          src={event.imageUrl}
          alt=""
          loading={imageLoading}
          className="size-full object-cover"
        />
        <div className="absolute top-3 left-3 flex gap-2">
          <EventTypeBadge type={event.type} />
          {event.isPast ? (
            <span className="rounded-full bg-slate-800 px-2.5 py-0.5 text-xs font-semibold text-white">
              Past
            </span>
          ) : null}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Heading className="text-base font-semibold text-slate-900">
          <Link
            to={paths.event(event.id)}
            className="outline-none after:absolute after:inset-0 after:content-[''] hover:text-brand-700"
          >
            {event.title}
          </Link>
        </Heading>
        <dl className="flex flex-col gap-1.5 text-sm text-slate-600">
          <div className="flex items-center gap-2">
            <dt className="sr-only">When</dt>
            <CalendarIcon className="size-4 shrink-0 text-slate-500" aria-hidden />
            <dd>
              <time dateTime={event.dateTime}>
                {formatEventShortDateTimeWithZone(event.dateTime, timeZone)}
              </time>
            </dd>
          </div>
          <div className="flex items-center gap-2">
            <dt className="sr-only">Where</dt>
            <MapPinIcon className="size-4 shrink-0 text-slate-500" aria-hidden />
            <dd className="min-w-0 truncate">{event.locationLabel}</dd>
          </div>
          <div className="flex items-center gap-2">
            <dt className="sr-only">Fee</dt>
            <TicketIcon className="size-4 shrink-0 text-slate-500" aria-hidden />
            <dd className="font-medium text-slate-800">{event.feeLabel}</dd>
          </div>
          <div className="flex items-center gap-2">
            <dt className="sr-only">Seats</dt>
            <UsersRoundIcon className="size-4 shrink-0 text-slate-500" aria-hidden />
            <dd>{formatSeatsLeft(event.seatsLeft)}</dd>
          </div>
        </dl>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
          <EventTags tags={event.tags} />
          {event.isRegistered ? (
            <span className="inline-flex items-center gap-1 text-xs font-semibold text-accent-700">
              <CheckCircle2Icon className="size-3.5" aria-hidden />
              Registered
            </span>
          ) : null}
        </div>
      </div>
    </article>
  );
}

export function EventCardSkeleton() {
  return (
    <div className="flex flex-col overflow-hidden rounded-card border border-slate-200 bg-white">
      <Skeleton className="aspect-[16/9] rounded-none" />
      <div className="flex flex-col gap-3 p-5">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-2/5" />
        <Skeleton className="h-4 w-1/3" />
      </div>
    </div>
  );
}
