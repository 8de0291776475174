import { zodResolver } from '@hookform/resolvers/zod';
import { maxTagLength } from '@pillars/shared/events/admin-messages';
import {
  type AdminEvent,
  type AdminEventFieldsInput,
  type AdminEventHost,
  adminEventFields,
  adminEventMessages,
} from '@pillars/shared/events/admin-schemas';
import { useId } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { Checkbox } from '@/components/checkbox';
import { FieldError, FormError } from '@/components/form-error';
import { Label } from '@/components/label';
import { PlanChoice } from '@/components/plan-choice';
import { TagInput } from '@/components/tag-input';
import { TextField } from '@/components/text-field';
import { TextareaField } from '@/components/textarea';
import { UploadField } from '@/components/upload-field';
import { serverMessageOr } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { paths } from '@/lib/paths';
import { inTimeZone, timeZoneLabel, useViewerTimeZone, utcOffsetMinutesAt } from '@/lib/time-zone';
import { toast } from '@/lib/toast';
import { useSaveAdminEvent } from '../api/save-admin-event';

type FormValues = {
  [Key in keyof Required<AdminEventFieldsInput>]: Exclude<
    AdminEventFieldsInput[Key],
    null | undefined | number
  >;
};

const fieldNames = [
  'title',
  'description',
  'date',
  'time',
  'type',
  'location',
  'zoomLink',
  'imageUrl',
  'registrationFee',
  'availableSeats',
  'hostId',
  'isActive',
  'tags',
  'planIds',
] as const satisfies ReadonlyArray<keyof FormValues>;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The form's values for an event: the date and time on the admin's own clock (as members'
 * pages show them in theirs), the fee in dollars ('' when free), seats '' when unlimited.
 */
/** The form's values for an event; its date and time on the wall clock of `timeZone` (the admin's). */
export function formValuesOf(event: AdminEvent | null, timeZone?: string): FormValues {
  if (!event) {
    return {
      title: '',
      description: '',
      date: '',
      time: '',
      type: 'virtual',
      location: '',
      zoomLink: '',
      imageUrl: '',
      registrationFee: '',
      availableSeats: '',
      hostId: '',
      isActive: true,
      tags: [],
      planIds: [],
    };
  }
  const start = timeZone ? inTimeZone(event.dateTime, timeZone) : new Date(event.dateTime);
  return {
    title: event.title,
    description: event.description,
    date: `${start.getFullYear()}-${pad(start.getMonth() + 1)}-${pad(start.getDate())}`,
    time: `${pad(start.getHours())}:${pad(start.getMinutes())}`,
    type: event.type,
    location: event.location ?? '',
    zoomLink: event.zoomLink ?? '',
    imageUrl: event.imageUrl ?? '',
    registrationFee: event.feeCents > 0 ? (event.feeCents / 100).toFixed(2) : '',
    availableSeats: event.availableSeats === null ? '' : String(event.availableSeats),
    hostId: event.hostId ?? '',
    isActive: event.isActive,
    tags: event.tags,
    planIds: event.planIds,
  };
}

const selectClass =
  'block h-10 w-full rounded-lg border border-control bg-white px-3 text-sm text-slate-900 shadow-sm outline-none focus-visible:border-brand-500 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-1 aria-invalid:border-red-500';

/**
 * Create and edit (spec 02 section 5), validated with the shared schema here and again on
 * the server. A refused save keeps what was typed and shows the server's message beside
 * its field (or above the buttons when it names none).
 */
export function AdminEventForm({ event, hosts }: { event: AdminEvent | null; hosts: AdminEventHost[] }) {
  const navigate = useNavigate();
  const save = useSaveAdminEvent(event?.id);
  const formId = useId();
  const timeZone = useViewerTimeZone();
  const id = (name: string) => `${formId}-${name}`;
  const form = useForm<FormValues>({
    // raw: the submit gets the typed values (the server parses them itself). The form's
    // values are the schema's input with every field present, hence the narrower type.
    resolver: zodResolver(adminEventFields, undefined, { raw: true }) as unknown as Resolver<FormValues>,
    defaultValues: formValuesOf(event, timeZone),
  });
  const { errors } = form.formState;
  const type = form.watch('type');
  // A host who left the list still shows for the event that has them.
  const hostChoices =
    event?.hostId && !hosts.some((host) => host.id === event.hostId)
      ? [...hosts, { id: event.hostId, name: 'Current host', email: '' }]
      : hosts;

  const onSubmit = form.handleSubmit((values) => {
    // Typed on the admin's own clock (Settings > Time zone).
    const utcOffsetMinutes = utcOffsetMinutesAt(values.date, values.time, timeZone);
    save.mutate(
      { ...values, utcOffsetMinutes },
      {
        onSuccess: () => {
          toast.success(event ? adminEventMessages.eventUpdated : adminEventMessages.eventCreated);
          navigate(paths.adminEvents);
        },
        onError: (error) => {
          applyServerFieldErrors(error, fieldNames, form.setError);
        },
      },
    );
  });

  const serverError =
    save.isError && !(save.error as { fields?: object }).fields
      ? serverMessageOr(save.error, event ? adminEventMessages.saveFailed : adminEventMessages.createFailed)
      : undefined;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <TextField id={id('title')} label="Title" error={errors.title?.message} {...form.register('title')} />
      <TextareaField
        id={id('description')}
        label="Description"
        rows={5}
        error={errors.description?.message}
        {...form.register('description')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={id('date')}
          label="Date"
          type="date"
          error={errors.date?.message}
          {...form.register('date')}
        />
        <TextField
          id={id('time')}
          label="Time"
          type="time"
          hint={`In your time zone (${timeZoneLabel(timeZone)}); members see it in theirs.`}
          error={errors.time?.message}
          {...form.register('time')}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={id('type')}>Event Type</Label>
          <select id={id('type')} className={selectClass} {...form.register('type')}>
            <option value="virtual">Virtual</option>
            <option value="live">Live</option>
          </select>
        </div>
        {type === 'live' ? (
          <TextField
            id={id('location')}
            label="Location"
            error={errors.location?.message}
            {...form.register('location')}
          />
        ) : (
          <TextField
            id={id('zoomLink')}
            label="Zoom Link"
            type="url"
            placeholder="https://zoom.us/j/..."
            error={errors.zoomLink?.message}
            {...form.register('zoomLink')}
          />
        )}
      </div>
      <Controller
        control={form.control}
        name="imageUrl"
        render={({ field, fieldState }) => (
          <UploadField
            id={id('imageUrl')}
            label="Image"
            kind="image"
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={id('registrationFee')}
          label="Registration Fee ($)"
          type="number"
          min={0}
          step={0.01}
          inputMode="decimal"
          placeholder="0.00"
          hint="Empty or 0: a free event."
          error={errors.registrationFee?.message}
          {...form.register('registrationFee')}
        />
        <TextField
          id={id('availableSeats')}
          label="Available Seats"
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          hint="Empty: unlimited."
          error={errors.availableSeats?.message}
          {...form.register('availableSeats')}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={id('hostId')}>Host</Label>
        <select
          id={id('hostId')}
          className={selectClass}
          aria-invalid={errors.hostId ? true : undefined}
          aria-describedby={`${id('hostId')}-hint${errors.hostId ? ` ${id('hostId')}-error` : ''}`}
          {...form.register('hostId')}
        >
          <option value="">No host</option>
          {hostChoices.map((host) => (
            <option key={host.id} value={host.id}>
              {host.email ? `${host.name} (${host.email})` : host.name}
            </option>
          ))}
        </select>
        <p id={`${id('hostId')}-hint`} className="text-xs text-slate-500">
          Gurus and the Pillars team can host events.
        </p>
        {errors.hostId ? <FieldError id={`${id('hostId')}-error`} message={errors.hostId.message} /> : null}
      </div>
      <Controller
        control={form.control}
        name="tags"
        render={({ field, fieldState }) => (
          <TagInput
            id={id('tags')}
            label="Tags"
            listLabel="Event tags"
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            placeholder="Type a tag and press Enter"
            maxLength={maxTagLength}
            addLabel="Add tag"
            removeLabel={(tag) => `Remove tag ${tag}`}
          />
        )}
      />
      <Controller
        control={form.control}
        name="planIds"
        render={({ field, fieldState }) => (
          <PlanChoice selected={field.value} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
      <div className="flex items-center gap-2">
        <Checkbox id={id('isActive')} {...form.register('isActive')} />
        <Label htmlFor={id('isActive')}>Active (members can see and register)</Label>
      </div>
      <FormError message={serverError} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => navigate(paths.adminEvents)} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : event ? 'Update Event' : 'Create Event'}
        </Button>
      </div>
    </form>
  );
}
