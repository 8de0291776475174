import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminAnnouncement,
  type AdminAnnouncementsResponse,
  type AnnouncementForm,
  announcementBodyOfForm,
  announcementChannelLabels,
  announcementChannels,
  announcementForm,
  announcementStatusLabels,
  audienceKindLabels,
  audienceOfForm,
} from '@pillars/shared/announcements/schemas';
import { MegaphoneIcon, PencilIcon, PlusIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { BackLink } from '@/components/back-link';
import { Button } from '@/components/button';
import { Card, CardContent, CardFooter } from '@/components/card';
import { Checkbox } from '@/components/checkbox';
import { CheckboxList } from '@/components/checkbox-list';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/dialog';
import { EmptyState } from '@/components/empty-state';
import { FormError } from '@/components/form-error';
import { Label } from '@/components/label';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { RichTextEditor } from '@/components/rich-text-editor';
import { SelectField, selectClass } from '@/components/select-field';
import { SkeletonList } from '@/components/skeleton';
import { TextField } from '@/components/text-field';
import { serverMessageOr } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { formatDateTime } from '@/lib/format-date';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useAdminAnnouncements, useAudienceSize, useSaveAnnouncement } from '../api/announcements';

export const adminAnnouncementsTexts = {
  title: 'Announcements',
  description: 'Tell members something at once: a banner on Home, the bell, an e-mail.',
  add: 'New Announcement',
  edit: 'Edit Announcement',
  sendNow: 'Send now',
  schedule: 'Schedule',
  save: 'Save Changes',
  saving: 'Saving...',
  loadFailed: 'Failed to load announcements. Please try again.',
  saveFailed: 'Failed to save the announcement. Please try again.',
  empty: 'No announcements yet',
  emptyDescription: 'Write one to reach members on Home, in the bell and by e-mail.',
  sent: 'The announcement is on its way.',
  scheduled: 'The announcement has been scheduled.',
  saved: 'The announcement has been saved.',
  sentNote: 'Sent: only the title and text change now, for the archive. Nobody gets it again.',
} as const;

const fieldNames = [
  'title',
  'bodyHtml',
  'channels',
  'sendAt',
  'planIds',
  'pillarId',
  'organizationId',
] as const;

/** `YYYY-MM-DDTHH:mm` of an instant on the browser's clock. */
function localInputValue(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function formOf(announcement: AdminAnnouncement | null): AnnouncementForm {
  const tomorrowMorning = new Date();
  tomorrowMorning.setDate(tomorrowMorning.getDate() + 1);
  tomorrowMorning.setHours(9, 0, 0, 0);
  if (!announcement) {
    return {
      title: '',
      bodyHtml: '',
      audienceKind: 'everyone',
      planIds: [],
      pillarId: '',
      organizationId: '',
      channels: ['banner', 'bell', 'email'],
      when: 'now',
      sendAt: localInputValue(tomorrowMorning),
    };
  }
  const audience = announcement.audience;
  return {
    title: announcement.title,
    bodyHtml: announcement.bodyHtml,
    audienceKind: audience.kind,
    planIds: audience.kind === 'plans' ? audience.planIds : [],
    pillarId: 'pillarId' in audience ? audience.pillarId : '',
    organizationId: audience.kind === 'organization' ? audience.organizationId : '',
    channels: announcement.channels,
    when: announcement.status === 'scheduled' ? 'schedule' : 'now',
    sendAt: localInputValue(new Date(announcement.sendAt)),
  };
}

function AudienceSize({ form }: { form: AnnouncementForm }) {
  const audience = audienceOfForm(form);
  const size = useAudienceSize(audience);
  if (!audience) return <p className="text-sm text-slate-600">Choose who it goes to.</p>;
  return (
    <p className="text-sm text-slate-700" role="status" aria-live="polite">
      {size.data ? (
        <>
          Audience: <span className="font-semibold text-slate-900">{size.data.size}</span>{' '}
          {size.data.size === 1 ? 'person' : 'people'}
        </>
      ) : (
        'Counting the audience...'
      )}
    </p>
  );
}

function AnnouncementFormDialog({
  announcement,
  choices,
  onClose,
}: {
  announcement: AdminAnnouncement | null;
  choices: AdminAnnouncementsResponse;
  onClose: () => void;
}) {
  const id = useId();
  const save = useSaveAnnouncement(announcement?.id ?? null);
  const isSent = announcement !== null && announcement.status !== 'scheduled';
  const [formError, setFormError] = useState<string>();
  const form = useForm<AnnouncementForm>({
    resolver: zodResolver(announcementForm) as never,
    defaultValues: formOf(announcement),
  });
  const { errors } = form.formState;
  const values = useWatch({ control: form.control }) as AnnouncementForm;
  const onSubmit = form.handleSubmit((fields) => {
    setFormError(undefined);
    save.mutate(announcementBodyOfForm(fields), {
      onSuccess: () => {
        toast.success(
          announcement
            ? adminAnnouncementsTexts.saved
            : fields.when === 'now'
              ? adminAnnouncementsTexts.sent
              : adminAnnouncementsTexts.scheduled,
        );
        onClose();
      },
      onError: (error) => {
        if (!applyServerFieldErrors(error, fieldNames, form.setError)) {
          setFormError(serverMessageOr(error, adminAnnouncementsTexts.saveFailed));
        }
      },
    });
  });
  const submitLabel = announcement
    ? adminAnnouncementsTexts.save
    : values.when === 'now'
      ? adminAnnouncementsTexts.sendNow
      : adminAnnouncementsTexts.schedule;

  return (
    <Dialog open onOpenChange={(open) => !open && !save.isPending && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            {announcement ? adminAnnouncementsTexts.edit : adminAnnouncementsTexts.add}
          </DialogTitle>
          <DialogDescription>
            {isSent ? adminAnnouncementsTexts.sentNote : 'Members see it on the channels you choose.'}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <FormError message={formError} />
          <TextField
            id={`${id}-title`}
            label="Title *"
            error={errors.title?.message}
            {...form.register('title')}
          />
          <Controller
            control={form.control}
            name="bodyHtml"
            render={({ field, fieldState }) => (
              <RichTextEditor
                id={`${id}-body`}
                label="Text"
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
          <fieldset disabled={isSent} className="flex flex-col gap-4 disabled:opacity-70">
            <Controller
              control={form.control}
              name="audienceKind"
              render={({ field }) => (
                <SelectField
                  label="Audience"
                  value={field.value}
                  options={audienceKindLabels}
                  onChange={field.onChange}
                />
              )}
            />
            {values.audienceKind === 'plans' ? (
              <Controller
                control={form.control}
                name="planIds"
                render={({ field }) => (
                  <CheckboxList
                    legend="Plans"
                    emptyText="No plans yet."
                    options={choices.plans}
                    selected={field.value}
                    onChange={field.onChange}
                    {...(errors.planIds?.message ? { error: errors.planIds.message } : {})}
                  />
                )}
              />
            ) : null}
            {values.audienceKind === 'pillar_completed' || values.audienceKind === 'pillar_not_completed' ? (
              <ChoiceSelect
                id={`${id}-pillar`}
                label="Pillar"
                options={choices.pillars.map((pillar) => ({ id: pillar.id, name: pillar.title }))}
                error={errors.pillarId?.message}
                {...form.register('pillarId')}
              />
            ) : null}
            {values.audienceKind === 'organization' ? (
              <ChoiceSelect
                id={`${id}-organization`}
                label="Organization"
                options={choices.organizations}
                error={errors.organizationId?.message}
                {...form.register('organizationId')}
              />
            ) : null}
            <AudienceSize form={values} />
            <Controller
              control={form.control}
              name="channels"
              render={({ field }) => (
                <fieldset className="flex flex-col gap-2">
                  <legend className="mb-1 text-sm font-medium text-slate-900">Channels</legend>
                  <div className="flex flex-wrap gap-x-6 gap-y-2">
                    {announcementChannels.map((channel) => (
                      <div key={channel} className="flex items-center gap-2 text-sm text-slate-800">
                        <Checkbox
                          id={`${id}-channel-${channel}`}
                          checked={field.value.includes(channel)}
                          onChange={(event) =>
                            field.onChange(
                              event.target.checked
                                ? [...field.value, channel]
                                : field.value.filter((value) => value !== channel),
                            )
                          }
                        />
                        <Label htmlFor={`${id}-channel-${channel}`}>
                          {announcementChannelLabels[channel]}
                        </Label>
                      </div>
                    ))}
                  </div>
                  {errors.channels?.message ? (
                    <p className="text-sm text-red-700" role="alert">
                      {errors.channels.message}
                    </p>
                  ) : null}
                </fieldset>
              )}
            />
            {isSent ? null : (
              <Controller
                control={form.control}
                name="when"
                render={({ field }) => (
                  <SelectField
                    label="When"
                    value={field.value}
                    options={{ now: 'Send now', schedule: 'Schedule for a date and time' }}
                    onChange={field.onChange}
                  />
                )}
              />
            )}
            {!isSent && values.when === 'schedule' ? (
              <TextField
                id={`${id}-send-at`}
                label="Date and time *"
                type="datetime-local"
                error={errors.sendAt?.message}
                {...form.register('sendAt')}
              />
            ) : null}
          </fieldset>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? adminAnnouncementsTexts.saving : submitLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function ChoiceSelect({
  id,
  label,
  options,
  error,
  ...select
}: {
  id: string;
  label: string;
  options: Array<{ id: string; name: string }>;
  error: string | undefined;
} & React.ComponentProps<'select'>) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label} *</Label>
      <select
        id={id}
        className={selectClass}
        aria-invalid={error ? true : undefined}
        {...(error ? { 'aria-describedby': `${id}-error` } : {})}
        {...select}
      >
        <option value="">Choose...</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="text-base font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

function AnnouncementCard({ announcement, onEdit }: { announcement: AdminAnnouncement; onEdit: () => void }) {
  const { stats } = announcement;
  return (
    <li>
      <Card role="article" aria-label={announcement.title}>
        <CardContent className="flex flex-col gap-2 pt-5 sm:pt-6">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-lg font-semibold text-slate-900">{announcement.title}</h2>
            <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
              {announcementStatusLabels[announcement.status]}
            </span>
          </div>
          <p className="text-sm text-slate-700">
            {announcement.audienceLabel} ·{' '}
            {announcement.channels.map((channel) => announcementChannelLabels[channel]).join(', ')}
          </p>
          <p className="text-sm text-slate-600">
            {announcement.sentAt
              ? `Sent ${formatDateTime(announcement.sentAt)}`
              : `${announcement.status === 'sending' ? 'Sending since' : 'Goes out'} ${formatDateTime(announcement.sendAt)}`}
          </p>
          <dl className="mt-1 grid grid-cols-2 gap-3 sm:grid-cols-6">
            <Figure label="Audience" value={announcement.audienceSize ?? stats.delivered} />
            <Figure label="Delivered" value={stats.delivered} />
            <Figure label="E-mails failed" value={stats.emailsFailed} />
            <Figure label="Skipped by preference" value={stats.skippedByPreference} />
            <Figure label="Unsubscribes" value={stats.unsubscribes} />
            <Figure label="Banner dismissals" value={stats.bannerDismissals} />
          </dl>
        </CardContent>
        <CardFooter className="justify-end">
          <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${announcement.title}`}>
            <PencilIcon aria-hidden />
            Edit
          </Button>
        </CardFooter>
      </Card>
    </li>
  );
}

/** /admin/announcements (issue 60): every announcement with its figures; write, send or schedule; edit. */
export function AdminAnnouncementsPage() {
  const announcements = useAdminAnnouncements();
  const [editing, setEditing] = useState<AdminAnnouncement | 'new' | null>(null);
  return (
    <div className="mx-auto max-w-4xl">
      <BackLink to={paths.admin} label="Back to Admin Dashboard" />
      <PageHeader
        title={adminAnnouncementsTexts.title}
        description={adminAnnouncementsTexts.description}
        actions={
          <Button onClick={() => setEditing('new')} disabled={!announcements.data}>
            <PlusIcon aria-hidden />
            {adminAnnouncementsTexts.add}
          </Button>
        }
      />
      <QueryState
        query={announcements}
        errorTitle={adminAnnouncementsTexts.loadFailed}
        skeleton={
          <SkeletonList label="Loading announcements..." count={3} rowClassName="h-36 rounded-card" />
        }
        isEmpty={(data) => data.announcements.length === 0}
        empty={
          <EmptyState
            icon={MegaphoneIcon}
            title={adminAnnouncementsTexts.empty}
            description={adminAnnouncementsTexts.emptyDescription}
          />
        }
      >
        {(data) => (
          <ul className="flex flex-col gap-4">
            {data.announcements.map((announcement) => (
              <AnnouncementCard
                key={announcement.id}
                announcement={announcement}
                onEdit={() => setEditing(announcement)}
              />
            ))}
          </ul>
        )}
      </QueryState>
      {editing && announcements.data ? (
        <AnnouncementFormDialog
          announcement={editing === 'new' ? null : editing}
          choices={announcements.data}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
