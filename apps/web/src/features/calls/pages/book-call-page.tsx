import { zodResolver } from '@hookform/resolvers/zod';
import { callDurationMinutes, callMessages } from '@pillars/shared/calls/messages';
import {
  type BookCallBody,
  type BookingResponse,
  bookCallBody,
  type Call,
} from '@pillars/shared/calls/schemas';
import {
  CalendarCheckIcon,
  CheckCircle2Icon,
  ChevronLeftIcon,
  ChevronRightIcon,
  InfoIcon,
  PhoneIcon,
} from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { FormError } from '@/components/form-error';
import { Label } from '@/components/label';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { Skeleton, SkeletonGroup } from '@/components/skeleton';
import { TextField } from '@/components/text-field';
import { Textarea } from '@/components/textarea';
import { serverMessageOr } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { timeZoneLabel, useViewerTimeZone } from '@/lib/time-zone';
import { useBookCall } from '../api/book-call';
import { useCancelCall } from '../api/cancel-call';
import { useBooking } from '../api/get-booking';
import { CallStatusBadge } from '../components/call-status-badge';
import {
  formatCallDate,
  localClockTime,
  monthDayShort,
  weekdayShort,
  weekRangeLabel,
} from '../utils/booking-week';
import { useFlashMessage } from '../utils/use-flash-message';

/** /book-call: the member's calls, the upcoming-call banner and the booking form (spec 02). */
export function BookCallPage() {
  // Undefined: the current week (the server's Los Angeles week).
  const [weekStart, setWeekStart] = useState<string | undefined>(undefined);
  const query = useBooking(weekStart);
  const [successMessage, showSuccess] = useFlashMessage();

  return (
    <>
      <PageHeader title={callMessages.bookTitle} description="Schedule a one-on-one call with our team." />
      <div aria-live="polite" aria-atomic="true">
        {successMessage ? (
          <p className="mb-6 flex items-start gap-2 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm font-medium text-green-800">
            <CheckCircle2Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
            {successMessage}
          </p>
        ) : null}
      </div>
      <QueryState query={query} skeleton={<BookCallSkeleton />} errorTitle={callMessages.myCallsLoadFailed}>
        {(data) => (
          <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start">
            <MyCalls calls={data.myCalls} onCancelled={() => showSuccess(callMessages.cancelled)} />
            <div className="flex min-w-0 flex-col gap-6">
              {data.upcomingCall ? <UpcomingCallBanner call={data.upcomingCall} /> : null}
              <BookingForm
                booking={data}
                onWeekChange={setWeekStart}
                onBooked={() => showSuccess(callMessages.booked)}
              />
              <AboutYourCall />
            </div>
          </div>
        )}
      </QueryState>
    </>
  );
}

function BookCallSkeleton() {
  return (
    <SkeletonGroup label="Loading your calls..." className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
      <Skeleton className="h-64 rounded-card" />
      <Skeleton className="h-96 rounded-card" />
    </SkeletonGroup>
  );
}

function UpcomingCallBanner({ call }: { call: Call }) {
  return (
    <div className="flex items-start gap-3 rounded-card border border-brand-200 bg-brand-50 px-4 py-3 text-brand-900">
      <CalendarCheckIcon className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div>
        <p className="font-semibold">{callMessages.upcomingCallBanner}</p>
        <p className="text-sm">
          {formatCallDate(call.date)} at {call.time}
        </p>
      </div>
    </div>
  );
}

function MyCalls({ calls, onCancelled }: { calls: Call[]; onCancelled: () => void }) {
  const timeZone = useViewerTimeZone();
  const cancel = useCancelCall();
  // The call whose Cancel was clicked: cancelling is asked once more, it cannot be undone.
  const [confirming, setConfirming] = useState<Call | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Focus after the dialog: the Cancel link it came from, or the heading once that call is gone.
  const returnFocus = useRef<HTMLElement | null>(null);
  return (
    <Card>
      <CardHeader>
        {/* Focus lands here once a cancelled call has left the list (its Cancel link is gone). */}
        <CardTitle ref={headingRef} tabIndex={-1} className="outline-none">
          Your Scheduled Calls
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ConfirmDialog
          open={confirming !== null}
          onOpenChange={(open) => {
            if (!open) {
              cancel.reset();
              setConfirming(null);
            }
          }}
          title={callMessages.cancelConfirmTitle}
          description={
            confirming ? (
              <p>
                Your call on {formatCallDate(confirming.date)} at {confirming.time} will be cancelled. To talk
                with us later, book a new call.
              </p>
            ) : null
          }
          confirmLabel="Cancel Call"
          pendingLabel="Cancelling..."
          cancelLabel={callMessages.keepCall}
          isPending={cancel.isPending}
          onCloseAutoFocus={(event) => {
            const target = returnFocus.current;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
          error={cancel.isError ? serverMessageOr(cancel.error, callMessages.cancelFailed) : undefined}
          onConfirm={() => {
            if (!confirming) return;
            cancel.mutate(confirming.id, {
              onSuccess: () => {
                returnFocus.current = headingRef.current;
                setConfirming(null);
                onCancelled();
              },
            });
          }}
        />
        {calls.length === 0 ? (
          <EmptyState icon={PhoneIcon} title={callMessages.noScheduledCalls} className="py-8" />
        ) : (
          <ul aria-label="Your scheduled calls" className="flex flex-col gap-3">
            {calls.map((call) => (
              <li key={call.id} className="rounded-lg border border-slate-200 p-3">
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0 text-sm">
                    <p className="font-semibold text-slate-900">{formatCallDate(call.date)}</p>
                    <p className="text-slate-600">
                      {call.time} ({localClockTime(call.startsAt, timeZone)} {timeZoneLabel(timeZone)})
                    </p>
                  </div>
                  <CallStatusBadge status={call.status} />
                </div>
                {call.notes ? <p className="mt-2 text-sm break-words text-slate-600">{call.notes}</p> : null}
                {call.canCancel ? (
                  <Button
                    variant="link"
                    size="sm"
                    className="mt-1 text-red-700"
                    disabled={cancel.isPending}
                    aria-label={`Cancel call on ${formatCallDate(call.date)}`}
                    onClick={(event) => {
                      returnFocus.current = event.currentTarget;
                      setConfirming(call);
                    }}
                  >
                    Cancel
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function StepHeading({ number, children }: { number: number; children: React.ReactNode }) {
  return (
    <legend className="mb-3 flex items-center gap-2 text-sm font-semibold text-slate-900">
      <span
        className="flex size-6 items-center justify-center rounded-full bg-brand-700 text-xs text-white"
        aria-hidden
      >
        {number}
      </span>
      {children}
    </legend>
  );
}

const choiceClass =
  'flex flex-col items-center rounded-lg border px-3 py-2 text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:border-slate-200 disabled:bg-slate-50 disabled:text-slate-500';

function BookingForm({
  booking,
  onWeekChange,
  onBooked,
}: {
  booking: BookingResponse;
  onWeekChange: (weekStart: string) => void;
  onBooked: () => void;
}) {
  const bookCall = useBookCall();
  const form = useForm<BookCallBody>({
    resolver: zodResolver(bookCallBody),
    defaultValues: { date: '', time: '', phoneNumber: '', notes: '' },
  });
  const { errors } = form.formState;
  const selectedDate = form.watch('date');
  const selectedTime = form.watch('time');
  // A day of another week is not shown: a new week starts with no day picked (the phone stays).
  const selectedDay = booking.days.find((day) => day.date === selectedDate);
  useEffect(() => {
    if (selectedDate && !selectedDay) {
      form.setValue('date', '');
      form.setValue('time', '');
    }
  }, [form, selectedDate, selectedDay]);
  const timeZone = useViewerTimeZone();

  const onSubmit = form.handleSubmit((values) => {
    bookCall.mutate(values, {
      onSuccess: () => {
        form.reset({ date: '', time: '', phoneNumber: values.phoneNumber, notes: '' });
        onBooked();
      },
    });
  });

  const requiredError = errors.date?.message ?? errors.time?.message;
  const formMessage = bookCall.isError
    ? serverMessageOr(bookCall.error, callMessages.bookFailed)
    : requiredError;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Schedule Your Call</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
          <fieldset>
            <StepHeading number={1}>Select a Date</StepHeading>
            <div className="mb-3 flex items-center justify-between gap-2">
              <Button
                variant="outline"
                size="icon"
                aria-label="Previous week"
                disabled={!booking.week.previousStart}
                onClick={() => booking.week.previousStart && onWeekChange(booking.week.previousStart)}
              >
                <ChevronLeftIcon aria-hidden />
              </Button>
              <div className="text-center">
                <p className="text-sm font-semibold text-slate-900">
                  {weekRangeLabel(booking.days.map((day) => day.date))}
                </p>
                <p className="text-xs text-slate-600">{callMessages.weekCaption}</p>
              </div>
              <Button
                variant="outline"
                size="icon"
                aria-label="Next week"
                onClick={() => onWeekChange(booking.week.nextStart)}
              >
                <ChevronRightIcon aria-hidden />
              </Button>
            </div>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              {booking.days.map((day) => {
                const isAvailable = day.slots.some((slot) => slot.isBookable);
                const isSelected = day.date === selectedDate;
                return (
                  <button
                    key={day.date}
                    type="button"
                    aria-pressed={isSelected}
                    disabled={!isAvailable}
                    onClick={() => {
                      form.setValue('date', day.date, { shouldValidate: form.formState.isSubmitted });
                      form.setValue('time', '');
                      bookCall.reset();
                    }}
                    className={cn(
                      choiceClass,
                      isSelected
                        ? 'border-brand-700 bg-brand-700 text-white'
                        : 'border-slate-300 bg-white text-slate-800 hover:border-brand-500',
                    )}
                  >
                    <span>{weekdayShort(day.date)}</span>{' '}
                    <span className="text-base font-semibold">{monthDayShort(day.date)}</span>
                  </button>
                );
              })}
            </div>
          </fieldset>

          {selectedDay ? (
            <fieldset>
              <StepHeading number={2}>Select a Time</StepHeading>
              <div className="flex flex-wrap gap-2">
                {selectedDay.slots.map((slot) => {
                  const isSelected = slot.time === selectedTime;
                  const isUnavailable = !slot.isBookable;
                  return (
                    <button
                      key={slot.time}
                      type="button"
                      aria-pressed={isSelected}
                      disabled={isUnavailable}
                      onClick={() => {
                        form.setValue('time', slot.time, { shouldValidate: form.formState.isSubmitted });
                        bookCall.reset();
                      }}
                      className={cn(
                        choiceClass,
                        'min-w-40',
                        isSelected
                          ? 'border-brand-700 bg-brand-700 text-white'
                          : 'border-slate-300 bg-white text-slate-800 hover:border-brand-500',
                      )}
                    >
                      <span className="font-semibold">{slot.time}</span>
                      <span className={cn('text-xs', isSelected ? 'text-white' : 'text-slate-600')}>
                        {slot.isTaken
                          ? 'Already booked'
                          : !slot.isBookable && !slot.isPast
                            ? callMessages.slotTooSoon
                            : `${localClockTime(slot.startsAt, timeZone)} your time`}
                      </span>
                    </button>
                  );
                })}
              </div>
              <p className="mt-2 text-xs text-slate-600">
                Times in your time zone use {timeZoneLabel(timeZone)}.
              </p>
            </fieldset>
          ) : null}

          <fieldset className="flex flex-col gap-3">
            <StepHeading number={3}>Phone Number</StepHeading>
            <TextField
              id="book-call-phone"
              label="Phone Number"
              type="tel"
              autoComplete="tel"
              placeholder="(555) 123-4567"
              error={errors.phoneNumber?.message}
              {...form.register('phoneNumber')}
            />
          </fieldset>

          <fieldset className="flex flex-col gap-1.5">
            <StepHeading number={4}>Call Topics</StepHeading>
            <Label htmlFor="book-call-notes">What would you like to discuss? (optional)</Label>
            <Textarea
              id="book-call-notes"
              rows={4}
              aria-invalid={errors.notes ? true : undefined}
              {...form.register('notes')}
            />
            {errors.notes?.message ? <p className="text-sm text-red-600">{errors.notes.message}</p> : null}
          </fieldset>

          <FormError message={formMessage} />
          <Button type="submit" size="lg" disabled={bookCall.isPending}>
            {bookCall.isPending ? 'Booking...' : 'Book Call'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function AboutYourCall() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <InfoIcon className="size-5 text-brand-700" aria-hidden />
          About Your Call
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm text-slate-700">
        <ul className="list-disc space-y-1 pl-5">
          <li>A {callDurationMinutes}-minute one-on-one session</li>
          <li>A direct phone call to the number you give</li>
          <li>Personalized advice for your agency</li>
        </ul>
        <p>Please be ready to take the call at the scheduled time.</p>
        <p>To reschedule, cancel your call and book a new one.</p>
        <p>Calls are confirmed 24 hours in advance, and the status changes from Pending to Confirmed.</p>
      </CardContent>
    </Card>
  );
}
