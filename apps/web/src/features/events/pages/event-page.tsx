import { eventMessages } from '@pillars/shared/events/messages';
import type { EventDetail, EventDetailResponse, MyRegistration } from '@pillars/shared/events/schemas';
import {
  CalendarDaysIcon,
  CalendarPlusIcon,
  CheckCircle2Icon,
  ClockIcon,
  HourglassIcon,
  MapPinIcon,
  TicketIcon,
  TriangleAlertIcon,
  UsersRoundIcon,
  VideoIcon,
} from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FallbackImage } from '@/components/fallback-image';
import { FormError } from '@/components/form-error';
import { QueryState } from '@/components/query-state';
import { Skeleton, SkeletonGroup } from '@/components/skeleton';
import { UserAvatar } from '@/components/user-avatar';
import { serverMessageOr } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useViewerTimeZone } from '@/lib/time-zone';
import { toast } from '@/lib/toast';
import { useCancelRegistration } from '../api/cancel-registration';
import { calendarFileUrl, useEvent } from '../api/get-event';
import { useRegisterForEvent } from '../api/register-for-event';
import { EventTags } from '../components/event-tags';
import { EventTypeBadge } from '../components/event-type-badge';
import { MemberEventCard } from '../components/member-event-card';
import {
  countdownText,
  formatEventDate,
  formatEventTimeWithZone,
  formatSeatsLeft,
  lowSeatsWarning,
} from '../utils/event-display';

function BackToEvents() {
  return <BackLink to={paths.events} label="Back to Events" />;
}

/** /events/:eventId: the event, registration, seats, countdown and 3 related events. */
export function EventPage() {
  const { eventId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const query = useEvent(eventId, { isAwaitingPayment: searchParams.get('payment') === 'success' });

  return (
    <div className="flex flex-col gap-6">
      <BackToEvents />
      <QueryState
        query={query}
        documentTitle="Events"
        skeleton={<EventPageSkeleton />}
        errorTitle={eventMessages.eventLoadFailed}
        notFound={{
          title: eventMessages.eventNotFound,
          description: 'This event does not exist or is no longer active.',
        }}
        errorAction={
          <Button asChild variant="outline">
            <Link to={paths.events}>Back to Events</Link>
          </Button>
        }
      >
        {(data) => <EventDetailView data={data} />}
      </QueryState>
    </div>
  );
}

function EventPageSkeleton() {
  return (
    <SkeletonGroup label="Loading event..." className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="flex flex-col gap-4">
        <Skeleton className="aspect-[16/7] w-full rounded-card" />
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
      </div>
      <Skeleton className="h-72 rounded-card" />
    </SkeletonGroup>
  );
}

function EventDetailView({ data }: { data: EventDetailResponse }) {
  const { event, registration, related } = data;
  const hostName = event.host ? [event.host.firstName, event.host.lastName].filter(Boolean).join(' ') : '';

  return (
    <>
      <title>{`${event.title} · Pillars`}</title>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <article className="flex min-w-0 flex-col gap-5">
          <FallbackImage
            src={event.imageUrl}
            alt=""
            loading="eager"
            className="aspect-[16/7] w-full rounded-card object-cover"
          />
          <div className="flex flex-wrap items-center gap-2">
            <EventTypeBadge type={event.type} />
            {event.isPast ? (
              <span className="rounded-full bg-slate-800 px-2.5 py-0.5 text-xs font-semibold text-white">
                Past event
              </span>
            ) : null}
          </div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{event.title}</h1>
          <EventTags tags={event.tags} showAll />
          {event.host ? (
            <div className="flex items-center gap-3">
              <UserAvatar
                firstName={event.host.firstName}
                lastName={event.host.lastName}
                avatarUrl={event.host.avatarUrl}
              />
              <div className="text-sm">
                <p className="text-slate-500">Hosted by</p>
                <p className="font-semibold text-slate-900">{hostName || 'Pillars team'}</p>
              </div>
            </div>
          ) : null}
          <section aria-labelledby="event-about">
            <h2 id="event-about" className="mb-2 text-lg font-semibold text-slate-900">
              About this event
            </h2>
            <p className="text-base leading-relaxed whitespace-pre-line text-slate-700">
              {event.description}
            </p>
          </section>
        </article>
        <RegistrationPanel event={event} registration={registration} />
      </div>
      {related.length > 0 ? (
        <section aria-labelledby="related-events" className="mt-4">
          <h2 id="related-events" className="mb-4 text-lg font-semibold text-slate-900">
            Related Events
          </h2>
          <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
            {related.map((relatedEvent) => (
              <MemberEventCard key={relatedEvent.id} event={relatedEvent} />
            ))}
          </div>
        </section>
      ) : null}
    </>
  );
}

function Fact({
  icon: Icon,
  label,
  children,
}: {
  icon: typeof ClockIcon;
  label: string;
  children: React.ReactNode;
}) {
  // Only dt and dd inside the group (a dl's rule): the icon sits in the dt.
  return (
    <div className="relative pl-7">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
        <Icon className="absolute top-0.5 left-0 size-4 text-slate-500" aria-hidden />
        {label}
      </dt>
      <dd className="text-sm font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

function RegistrationPanel({
  event,
  registration,
}: {
  event: EventDetail;
  registration: MyRegistration | null;
}) {
  const timeZone = useViewerTimeZone();
  const [searchParams] = useSearchParams();
  const register = useRegisterForEvent(event.id);
  const cancel = useCancelRegistration(event.id);
  const countdown = event.isPast ? null : countdownText(event.dateTime, Date.now());
  const warning = event.isPast ? null : lowSeatsWarning(event.seatsLeft);
  const payment = searchParams.get('payment');
  const isPaying = registration?.paymentStatus === 'pending';

  const [isConfirmingCancel, setIsConfirmingCancel] = useState(false);
  // The button pressed is replaced by what it changed (Register by the registered state,
  // Cancel Registration by Register): focus follows the change instead of falling to the
  // page body (issue 21).
  const [focusAfterChange, setFocusAfterChange] = useState<'registered' | 'register' | null>(null);
  const registeredStatusRef = useRef<HTMLParagraphElement>(null);
  const registerButtonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const target =
      focusAfterChange === 'registered'
        ? registeredStatusRef.current
        : focusAfterChange === 'register'
          ? registerButtonRef.current
          : null;
    if (!target) return;
    target.focus();
    setFocusAfterChange(null);
  });

  const onRegister = () =>
    register.mutate(undefined, {
      onSuccess: ({ checkoutUrl }) => {
        if (checkoutUrl) return;
        toast.success(eventMessages.registered);
        setFocusAfterChange('registered');
      },
    });
  const onCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        toast.success(eventMessages.registrationCancelled);
        setIsConfirmingCancel(false);
        setFocusAfterChange('register');
      },
      onError: (error) => toast.error(serverMessageOr(error, eventMessages.cancelFailed)),
    });

  return (
    <Card className="flex flex-col gap-5 p-5 sm:p-6 lg:sticky lg:top-6">
      <dl className="flex flex-col gap-4">
        <Fact icon={CalendarDaysIcon} label="Date">
          <time dateTime={event.dateTime}>{formatEventDate(event.dateTime, timeZone)}</time>
        </Fact>
        <Fact icon={ClockIcon} label="Time (your time zone)">
          <span data-testid="event-time">{formatEventTimeWithZone(event.dateTime, timeZone)}</span>
        </Fact>
        <Fact icon={MapPinIcon} label="Location">
          {event.locationLabel}
        </Fact>
        <Fact icon={TicketIcon} label="Fee">
          {event.feeLabel}
        </Fact>
        <Fact icon={UsersRoundIcon} label="Seats">
          <span data-testid="seats-left">{formatSeatsLeft(event.seatsLeft)}</span>
        </Fact>
      </dl>
      {countdown ? (
        <p className="flex items-center gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-700">
          <HourglassIcon className="size-4" aria-hidden />
          {countdown}
        </p>
      ) : null}
      {warning ? (
        <p className="flex items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900">
          <TriangleAlertIcon className="size-4" aria-hidden />
          {warning}
        </p>
      ) : null}
      {payment === 'success' && isPaying ? (
        <p role="status" className="text-sm text-slate-700">
          Payment received. Your registration is being confirmed.
        </p>
      ) : null}
      {payment === 'cancelled' && isPaying ? (
        <p role="status" className="text-sm text-slate-700">
          Payment was cancelled. Complete the payment to keep your seat.
        </p>
      ) : null}

      {registration && !isPaying ? (
        <div className="flex flex-col gap-3">
          <p
            ref={registeredStatusRef}
            tabIndex={-1}
            className="flex items-center gap-2 text-sm font-semibold text-accent-700 outline-none"
          >
            <CheckCircle2Icon className="size-4" aria-hidden />
            {eventMessages.registered}
          </p>
          {event.zoomLink ? (
            <a
              href={event.zoomLink}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-2 text-sm font-semibold break-all text-brand-700 underline underline-offset-4"
            >
              <VideoIcon className="size-4 shrink-0" aria-hidden />
              Join on Zoom
            </a>
          ) : null}
          {registration.canCancel ? (
            <Button variant="outline" onClick={() => setIsConfirmingCancel(true)} disabled={cancel.isPending}>
              {cancel.isPending ? eventMessages.cancelling : 'Cancel Registration'}
            </Button>
          ) : null}
        </div>
      ) : (
        <div className="flex flex-col gap-2">
          {isPaying ? <p className="text-sm text-slate-700">{eventMessages.paymentPending}</p> : null}
          <Button
            ref={registerButtonRef}
            size="lg"
            onClick={onRegister}
            disabled={event.isPast || (event.isFull && !isPaying) || register.isPending}
          >
            {registerButtonLabel(event, isPaying, register.isPending)}
          </Button>
          {event.isPast ? <p className="text-sm text-slate-600">{eventMessages.eventPast}</p> : null}
          {isPaying && registration?.canCancel ? (
            <Button variant="outline" onClick={() => setIsConfirmingCancel(true)} disabled={cancel.isPending}>
              {cancel.isPending ? eventMessages.cancelling : 'Cancel Registration'}
            </Button>
          ) : null}
          <FormError
            message={
              register.isError ? serverMessageOr(register.error, eventMessages.registerFailed) : undefined
            }
          />
        </div>
      )}
      {/* A past event has nothing left to put in a calendar. */}
      {event.isPast ? null : (
        <Button asChild variant="outline">
          <a href={calendarFileUrl(event.id)} download>
            <CalendarPlusIcon aria-hidden />
            {eventMessages.addToCalendar}
          </a>
        </Button>
      )}
      <ConfirmDialog
        open={isConfirmingCancel}
        onOpenChange={setIsConfirmingCancel}
        title={eventMessages.cancelConfirmTitle}
        description={eventMessages.cancelConfirmDescription}
        confirmLabel="Cancel Registration"
        cancelLabel={eventMessages.cancelConfirmKeep}
        pendingLabel={eventMessages.cancelling}
        onConfirm={onCancel}
        isPending={cancel.isPending}
        // After a cancellation the opener is gone: the effect above focuses Register.
        onCloseAutoFocus={(event) => {
          if (focusAfterChange || !registration) event.preventDefault();
        }}
      />
    </Card>
  );
}

function registerButtonLabel(event: EventDetail, isPaying: boolean, isPending: boolean): string {
  if (isPending) return 'Registering...';
  if (event.isPast) return 'Registration Closed';
  if (isPaying) return 'Complete Payment';
  if (event.isFull) return 'Event Full';
  return event.feeCents > 0 ? `Register for ${event.feeLabel}` : 'Register Now';
}
