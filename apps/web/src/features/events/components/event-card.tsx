import type { LucideIcon } from 'lucide-react';
import {
  CalendarIcon,
  CheckCircle2Icon,
  MapPinIcon,
  TicketIcon,
  UserRoundIcon,
  UsersRoundIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FallbackImage } from '@/components/fallback-image';
import { Skeleton } from '@/components/skeleton';
import { cn } from '@/lib/cn';
import { useViewerTimeZone } from '@/lib/time-zone';
import { formatEventShortDateTimeWithZone } from '../utils/event-display';
import { EventTags } from './event-tags';
import { EventTypeBadge } from './event-type-badge';

/** What every event card shows, to members and admins alike. */
export interface EventCardFields {
  id: string;
  title: string;
  dateTime: string;
  type: 'live' | 'virtual';
  imageUrl: string | null;
  feeLabel: string;
  tags: string[];
  isPast: boolean;
}

/**
 * An event as a card: type and Past badges, title, date and time in the viewer's time zone,
 * place, fee, seats and the first 2 tags. Members see it as a `tile` in a grid (the image on
 * top, the title a link stretched over the card); admins as a full-width `row`, with a status
 * badge, the host and their actions beside.
 */
export function EventCard({
  event,
  layout,
  place,
  seats,
  hostName,
  titleHref,
  statusBadge,
  actions,
  label,
  isRegistered = false,
  isMuted = false,
  headingLevel: Heading = 'h3',
  imageLoading = 'lazy',
}: {
  event: EventCardFields;
  layout: 'tile' | 'row';
  /** 'Online', the place or 'TBA'. */
  place: string;
  /** The seats line and what it is called: 'Seats' (left, for members) or 'Registrations'. */
  seats: { label: string; text: string };
  /** Shown, as 'Host', when given. */
  hostName?: string;
  /** The title links there. */
  titleHref?: string;
  statusBadge?: ReactNode;
  actions?: ReactNode;
  /** The card's accessible name, where the page finds cards by their title. */
  label?: string;
  /** The viewer holds a seat: 'Registered' beside the tags. */
  isRegistered?: boolean;
  /** Greyed: an event members do not see. */
  isMuted?: boolean;
  headingLevel?: 'h2' | 'h3';
  imageLoading?: 'lazy' | 'eager';
}) {
  const timeZone = useViewerTimeZone();
  const isTile = layout === 'tile';
  const badges = (
    <div className={isTile ? 'absolute top-3 left-3 flex gap-2' : 'flex flex-wrap items-center gap-2'}>
      <EventTypeBadge type={event.type} />
      {statusBadge}
      {event.isPast ? (
        <span className="rounded-full bg-slate-800 px-2.5 py-0.5 text-xs font-semibold text-white">Past</span>
      ) : null}
    </div>
  );
  return (
    <article
      aria-label={label}
      className={cn(
        'flex flex-col rounded-card border border-slate-200 bg-white shadow-sm',
        isTile
          ? [
              'group relative overflow-hidden',
              'transition hover:-translate-y-0.5 hover:shadow-md motion-reduce:transition-none motion-reduce:hover:translate-y-0',
              'has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-500 has-[a:focus-visible]:ring-offset-2',
              event.isPast && 'opacity-90',
            ]
          : 'gap-4 p-4 sm:p-5',
        isMuted && 'bg-slate-50',
      )}
    >
      {isTile ? (
        <div className="relative aspect-[16/9] bg-slate-100">
          <FallbackImage
            src={event.imageUrl}
            alt=""
            loading={imageLoading}
            className="size-full object-cover"
          />
          {badges}
        </div>
      ) : (
        badges
      )}
      <div
        className={
          isTile
            ? 'flex flex-1 flex-col gap-3 p-5'
            : 'flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between'
        }
      >
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <Heading className="text-base font-semibold break-words text-slate-900">
            {titleHref ? (
              <Link
                to={titleHref}
                className="outline-none after:absolute after:inset-0 after:content-[''] hover:text-brand-700"
              >
                {event.title}
              </Link>
            ) : (
              event.title
            )}
          </Heading>
          <dl className={cn('grid gap-1.5 text-sm text-slate-600', !isTile && 'sm:grid-cols-2')}>
            <Fact label="When" icon={CalendarIcon}>
              <time dateTime={event.dateTime}>
                {formatEventShortDateTimeWithZone(event.dateTime, timeZone)}
              </time>
            </Fact>
            <Fact label="Where" icon={MapPinIcon} isTruncated>
              {place}
            </Fact>
            <Fact label="Fee" icon={TicketIcon} className="font-medium text-slate-800">
              {event.feeLabel}
            </Fact>
            <Fact label={seats.label} icon={UsersRoundIcon}>
              {seats.text}
            </Fact>
            {hostName === undefined ? null : (
              <Fact label="Host" icon={UserRoundIcon} isTruncated>
                {hostName}
              </Fact>
            )}
          </dl>
          {event.tags.length > 0 || isRegistered ? (
            <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
              <EventTags tags={event.tags} />
              {isRegistered ? (
                <span className="inline-flex items-center gap-1 text-xs font-semibold text-accent-700">
                  <CheckCircle2Icon className="size-3.5" aria-hidden />
                  Registered
                </span>
              ) : null}
            </div>
          ) : null}
        </div>
        {actions ? (
          <div className="flex flex-wrap items-center gap-2 lg:max-w-xs lg:justify-end">{actions}</div>
        ) : null}
      </div>
    </article>
  );
}

/** One line of the card's facts: the icon, and the label for screen readers only. */
function Fact({
  label,
  icon: Icon,
  isTruncated = false,
  className,
  children,
}: {
  label: string;
  icon: LucideIcon;
  isTruncated?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-w-0 items-center gap-2">
      <dt className="sr-only">{label}</dt>
      <Icon className="size-4 shrink-0 text-slate-500" aria-hidden />
      <dd className={cn(isTruncated && 'min-w-0 truncate', className)}>{children}</dd>
    </div>
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
