import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AccountSession,
  type AccountSettings,
  accountMessages,
  changePasswordBody,
  type NotificationPreferences,
  type Profile,
} from '@pillars/shared/accounts/schemas';
import { policyViewerOf, receivesWeeklyDigest } from '@pillars/shared/policies';
import { MonitorSmartphoneIcon } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/card';
import { Checkbox } from '@/components/checkbox';
import { Label } from '@/components/label';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { Skeleton, SkeletonGroup } from '@/components/skeleton';
import { TextField } from '@/components/text-field';
import { serverMessageOr } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { formatDateTime } from '@/lib/format-date';
import { browserTimeZone, knownTimeZones, timeZoneLabel } from '@/lib/time-zone';
import { toast } from '@/lib/toast';
import { useChangePassword } from '../api/change-password';
import { useMe } from '../api/get-me';
import { useSettings } from '../api/get-settings';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions';
import { useRevokeSession } from '../api/revoke-session';
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences';
import { useUpdateTimeZone } from '../api/update-time-zone';
import { ProfileForm } from '../components/profile-form';
import { SecuritySection } from '../components/security-section';

/**
 * Settings (the avatar menu): one page of sections, each with its own save. The profile
 * comes with the session check; the rest is one call (`GET /api/me/settings`).
 */
export function SettingsPage({ profileExtra }: { profileExtra?: ReactNode } = {}) {
  const me = useMe();
  const settings = useSettings();
  const profile = me.data?.profile;
  return (
    <>
      <PageHeader title="Settings" description="Your profile, password, security, sessions and e-mails." />
      <div className="flex max-w-3xl flex-col gap-6">
        {profile ? <ProfileSection profile={profile} extra={profileExtra} /> : null}
        <PasswordSection />
        <SecuritySection profile={profile} />
        <QueryState
          query={settings}
          skeleton={<SettingsSkeleton />}
          errorTitle="Failed to load your settings. Please try again."
        >
          {(data: AccountSettings) => (
            <>
              <SessionsSection sessions={data.sessions} />
              <NotificationsSection
                key={JSON.stringify(data.notifications)}
                saved={data.notifications}
                showsWeeklyDigest={profile ? receivesWeeklyDigest(policyViewerOf(profile)) : false}
              />
              <TimeZoneSection key={data.timeZone} saved={data.timeZone} />
            </>
          )}
        </QueryState>
      </div>
    </>
  );
}

function Section({
  title,
  description,
  children,
  labelledBy,
}: {
  title: string;
  description: string;
  children: ReactNode;
  labelledBy: string;
}) {
  return (
    <Card>
      <section aria-labelledby={labelledBy} id={labelledBy.replace(/^settings-/, '')}>
        <CardHeader>
          <CardTitle id={labelledBy}>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </section>
    </Card>
  );
}

function SaveButton({ isPending, label = 'Save' }: { isPending: boolean; label?: string }) {
  return (
    <div className="flex justify-end">
      <Button type="submit" disabled={isPending}>
        {isPending ? 'Saving...' : label}
      </Button>
    </div>
  );
}

/** `extra`: what other features add to the profile (the member directory's listing, joined by the app). */
function ProfileSection({ profile, extra }: { profile: Profile; extra?: ReactNode }) {
  return (
    <Section title="Profile" description="Update your personal information." labelledBy="settings-profile">
      <ProfileForm
        key={`${profile.firstName}|${profile.lastName}|${profile.phone}`}
        profile={profile}
        idPrefix="settings-profile"
        renderActions={(isPending) => <SaveButton isPending={isPending} label="Save Changes" />}
      />
      {extra}
    </Section>
  );
}

function PasswordSection() {
  const changePassword = useChangePassword();
  const form = useForm({
    resolver: zodResolver(changePasswordBody),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => {
    changePassword.mutate(values, {
      onSuccess: () => {
        form.reset();
        toast.success('Password changed. Every other session has been signed out.');
      },
      onError: (error) => {
        if (
          !applyServerFieldErrors(error, ['currentPassword', 'newPassword', 'confirmPassword'], form.setError)
        ) {
          toast.error(serverMessageOr(error, 'Failed to change your password. Please try again.'));
        }
      },
    });
  });
  return (
    <Section
      title="Password"
      description="Changing it signs you out everywhere else; this device stays signed in."
      labelledBy="settings-password"
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {/* For password managers: the account the password belongs to. */}
        <TextField
          id="settings-current-password"
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="settings-new-password"
            label="New password"
            type="password"
            autoComplete="new-password"
            hint="At least 8 characters"
            error={errors.newPassword?.message}
            {...form.register('newPassword')}
          />
          <TextField
            id="settings-confirm-password"
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
        </div>
        <div className="flex justify-end">
          <Button type="submit" disabled={changePassword.isPending}>
            {changePassword.isPending ? 'Changing...' : 'Change password'}
          </Button>
        </div>
      </form>
    </Section>
  );
}

function SessionsSection({ sessions }: { sessions: AccountSession[] }) {
  const revokeSession = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const [endingId, setEndingId] = useState<string | null>(null);
  const hasOthers = sessions.some((session) => !session.isCurrent);
  return (
    <Section
      title="Sessions"
      description="Where your account is signed in. Sign out of any device you do not recognise."
      labelledBy="settings-sessions"
    >
      <ul className="flex flex-col divide-y divide-slate-100" aria-label="Active sessions">
        {sessions.map((session) => (
          <li
            key={session.id}
            className="flex flex-col gap-3 py-3 first:pt-0 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="flex min-w-0 items-start gap-3">
              <MonitorSmartphoneIcon aria-hidden className="mt-0.5 size-5 shrink-0 text-slate-400" />
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                  {session.device}
                  {session.isCurrent ? (
                    <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
                      This device
                    </span>
                  ) : null}
                </p>
                <p className="text-sm break-words text-slate-500">
                  {session.ipAddress ? `IP ${session.ipAddress} · ` : ''}Last used{' '}
                  <time dateTime={session.lastUsedAt}>{formatDateTime(session.lastUsedAt)}</time>
                </p>
              </div>
            </div>
            {session.isCurrent ? null : (
              <Button
                variant="outline"
                size="sm"
                aria-label={`Sign out ${session.device}${session.ipAddress ? ` (${session.ipAddress})` : ''}`}
                disabled={revokeSession.isPending && endingId === session.id}
                onClick={() => {
                  setEndingId(session.id);
                  revokeSession.mutate(session.id, {
                    onSuccess: () => toast.success('Session signed out'),
                    onError: (error) =>
                      toast.error(serverMessageOr(error, 'Failed to sign out that session.')),
                  });
                }}
              >
                Sign out
              </Button>
            )}
          </li>
        ))}
      </ul>
      <div className="mt-4 flex justify-end border-t border-slate-100 pt-4">
        <Button
          variant="outline"
          disabled={!hasOthers || revokeOthers.isPending}
          onClick={() =>
            revokeOthers.mutate(undefined, {
              onSuccess: () => toast.success('Signed out of all other sessions'),
              onError: (error) =>
                toast.error(serverMessageOr(error, 'Failed to sign out the other sessions.')),
            })
          }
        >
          Sign out of all other sessions
        </Button>
      </div>
    </Section>
  );
}

const notificationChoices: { key: keyof NotificationPreferences; label: string; hint: string }[] = [
  {
    key: 'teamReplies',
    label: 'Team replies',
    hint: 'An e-mail when the team replies to one of your messages or tickets.',
  },
  {
    key: 'eventReminders',
    label: 'Event reminders',
    hint: 'The day before and one hour before an event you registered for.',
  },
  { key: 'callReminders', label: 'Call reminders', hint: 'The day before a call you booked.' },
  {
    key: 'learningPlan',
    label: 'Learning plan',
    hint: 'When something is assigned to you, three days before it is due, on the due day, and once if it becomes overdue.',
  },
  {
    key: 'communityReplies',
    label: 'Community replies',
    hint: 'New replies in Community discussions you follow.',
  },
  {
    key: 'certificates',
    label: 'Certificates',
    hint: 'An e-mail when you complete a pillar and its certificate is issued.',
  },
  {
    key: 'announcements',
    label: 'Announcements',
    hint: 'News from the team behind Pillars: a new pillar, a live event.',
  },
  {
    key: 'weeklyDigest',
    label: 'Weekly team digest',
    hint: "On Monday morning, your team's progress of the week before (not sent when nothing happened).",
  },
];

function NotificationsSection({
  saved,
  showsWeeklyDigest,
}: {
  saved: NotificationPreferences;
  /** Only agents get the digest (the server keeps everyone's choice, unchanged here). */
  showsWeeklyDigest: boolean;
}) {
  const update = useUpdateNotificationPreferences();
  const [values, setValues] = useState(saved);
  const idBase = useId();
  const choices = showsWeeklyDigest
    ? notificationChoices
    : notificationChoices.filter((choice) => choice.key !== 'weeklyDigest');
  return (
    <Section
      title="Notifications"
      description="Which e-mails you get from Pillars."
      labelledBy="settings-notifications"
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          update.mutate(values, {
            onSuccess: () => toast.success('Notification preferences saved'),
            onError: (error) => toast.error(serverMessageOr(error, 'Failed to save your preferences.')),
          });
        }}
      >
        <fieldset className="flex flex-col gap-3">
          <legend className="sr-only">E-mail me about</legend>
          {choices.map((choice) => {
            const id = `${idBase}-${choice.key}`;
            return (
              <div key={choice.key} className="flex items-start gap-3">
                <Checkbox
                  id={id}
                  className="mt-0.5"
                  checked={values[choice.key]}
                  aria-describedby={`${id}-hint`}
                  onChange={(event) =>
                    setValues((current) => ({ ...current, [choice.key]: event.target.checked }))
                  }
                />
                <div>
                  <Label htmlFor={id}>{choice.label}</Label>
                  <p id={`${id}-hint`} className="text-sm text-slate-500">
                    {choice.hint}
                  </p>
                </div>
              </div>
            );
          })}
        </fieldset>
        <SaveButton isPending={update.isPending} />
      </form>
    </Section>
  );
}

function TimeZoneSection({ saved }: { saved: string }) {
  const update = useUpdateTimeZone();
  const [timeZone, setTimeZone] = useState(saved);
  const browserZone = browserTimeZone();
  const zones = knownTimeZones(saved);
  return (
    <Section
      title="Time zone"
      description="Every event and call time in the app and in e-mails is shown in this zone."
      labelledBy="settings-time-zone"
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          update.mutate(timeZone, {
            onSuccess: () => toast.success(`Times now show in ${timeZoneLabel(timeZone)}`),
            onError: (error) => toast.error(serverMessageOr(error, accountMessages.invalidTimeZone)),
          });
        }}
      >
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="settings-time-zone-select">Time zone</Label>
          <select
            id="settings-time-zone-select"
            value={timeZone}
            aria-describedby="settings-time-zone-hint"
            onChange={(event) => setTimeZone(event.target.value)}
            className={cn(
              'h-10 w-full min-w-0 rounded-lg border border-control bg-white px-3 text-sm text-slate-900',
              'outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
            )}
          >
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {timeZoneLabel(zone)}
              </option>
            ))}
          </select>
          <p id="settings-time-zone-hint" className="text-xs text-slate-500">
            This browser is in {timeZoneLabel(browserZone)}.
          </p>
        </div>
        <SaveButton isPending={update.isPending} />
      </form>
    </Section>
  );
}

function SettingsSkeleton() {
  return (
    <SkeletonGroup label="Loading settings..." className="flex flex-col gap-6">
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} className="h-48 w-full rounded-card" />
      ))}
    </SkeletonGroup>
  );
}
