import { zodResolver } from '@hookform/resolvers/zod';
import { engagementMessages } from '@pillars/shared/engagement/messages';
import { pointActionLabels, pointActions } from '@pillars/shared/engagement/rules';
import {
  type EngagementSettings,
  type EngagementSettingsForm,
  engagementSettingsForm,
  formToSettings,
  settingsToForm,
} from '@pillars/shared/engagement/schemas';
import type { JobResponse } from '@pillars/shared/jobs/schemas';
import { groupThousands } from '@pillars/shared/numbers';
import { RefreshCwIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { Skeleton, SkeletonGroup } from '@/components/skeleton';
import { TextField } from '@/components/text-field';
import { serverMessageOr } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import {
  isJobRunning,
  useEngagementSettings,
  useRecalculatePoints,
  useRecalculationJob,
  useSaveEngagementSettings,
} from '../api/engagement-settings';

export const adminEngagementTexts = {
  title: 'Engagement',
  description: 'Points per action and the points each level starts at.',
  pointsHeading: 'Points per action',
  pointsHint: 'A change applies to points earned from now on.',
  levelsHeading: 'Levels',
  level: (level: number) => `Level ${level}`,
  save: 'Save Settings',
  saving: 'Saving...',
  saveFailed: 'Failed to save the settings. Please try again.',
  loadFailed: 'Failed to load the engagement settings.',
  recalculateHeading: 'Recalculate',
  recalculateHint: "Rebuilds every person's total and level from the points they earned.",
  recalculate: 'Recalculate',
  recalculateFailed: 'Failed to start the recalculation. Please try again.',
  progress: (done: number, total: number) => `${groupThousands(done)} of ${groupThousands(total)} people`,
  finished: (when: string) => `Last recalculated ${when}.`,
  failed: 'The last recalculation failed.',
  never: 'Never recalculated.',
} as const;

function SettingsForm({ settings }: { settings: EngagementSettings }) {
  const save = useSaveEngagementSettings();
  const form = useForm<EngagementSettingsForm>({
    resolver: zodResolver(engagementSettingsForm),
    defaultValues: settingsToForm(settings),
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(formToSettings(values), {
      onSuccess: ({ settings: saved }) => {
        toast.success(engagementMessages.saved);
        form.reset(settingsToForm(saved));
      },
      onError: (error) => toast.error(serverMessageOr(error, adminEngagementTexts.saveFailed)),
    }),
  );
  const thresholdErrors = errors.levelThresholds;
  const thresholdsMessage =
    thresholdErrors?.message ??
    (Array.isArray(thresholdErrors) ? thresholdErrors.find((error) => error?.message)?.message : undefined);
  return (
    <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
      <Card className="p-5 sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900">{adminEngagementTexts.pointsHeading}</h2>
        <p className="mb-4 text-sm text-slate-600">{adminEngagementTexts.pointsHint}</p>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {pointActions.map((action, index) => (
            <TextField
              key={action}
              id={`points-${action}`}
              label={pointActionLabels[action]}
              type="number"
              inputMode="numeric"
              min={0}
              error={errors.actionPoints?.[index]?.message}
              {...form.register(`actionPoints.${index}`, { valueAsNumber: true })}
            />
          ))}
        </div>
      </Card>
      <Card className="p-5 sm:p-6">
        <h2 className="mb-4 text-lg font-semibold text-slate-900">{adminEngagementTexts.levelsHeading}</h2>
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-5">
          {settings.levelThresholds.map((_, index) => (
            <TextField
              // biome-ignore lint/suspicious/noArrayIndexKey: the ten levels are fixed positions.
              key={index}
              id={`level-${index + 1}`}
              label={adminEngagementTexts.level(index + 1)}
              type="number"
              inputMode="numeric"
              min={0}
              readOnly={index === 0}
              isInvalid={Array.isArray(thresholdErrors) && thresholdErrors[index] !== undefined}
              {...form.register(`levelThresholds.${index}`, { valueAsNumber: true })}
            />
          ))}
        </div>
        {thresholdsMessage ? (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {thresholdsMessage}
          </p>
        ) : null}
        <div className="mt-6 flex justify-end">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? adminEngagementTexts.saving : adminEngagementTexts.save}
          </Button>
        </div>
      </Card>
    </form>
  );
}

function RecalculatePanel({ lastRecalculation }: { lastRecalculation: JobResponse | null }) {
  const recalculate = useRecalculatePoints();
  const [jobId, setJobId] = useState<string | null>(lastRecalculation?.id ?? null);
  const followed = useRecalculationJob(jobId);
  const job = followed.data ?? lastRecalculation;
  const running = isJobRunning(job);
  const done = job?.progress?.done ?? 0;
  const total = job?.progress?.total ?? 0;
  return (
    <Card className="p-5 sm:p-6" aria-live="polite">
      <h2 className="text-lg font-semibold text-slate-900">{adminEngagementTexts.recalculateHeading}</h2>
      <p className="mb-4 text-sm text-slate-600">{adminEngagementTexts.recalculateHint}</p>
      {running ? (
        <div className="mb-4 flex flex-col gap-2">
          <p className="text-sm text-slate-700">{adminEngagementTexts.progress(done, total)}</p>
          <div
            role="progressbar"
            aria-label="Recalculation progress"
            aria-valuemin={0}
            aria-valuemax={total}
            aria-valuenow={done}
            className="h-2 w-full overflow-hidden rounded-full bg-slate-100"
          >
            <div
              className="h-full rounded-full bg-brand-600 transition-[width]"
              style={{ width: `${total > 0 ? Math.round((done / total) * 100) : 0}%` }}
            />
          </div>
        </div>
      ) : (
        <p className="mb-4 text-sm text-slate-700">
          {job === null || job === undefined
            ? adminEngagementTexts.never
            : job.status === 'failed'
              ? adminEngagementTexts.failed
              : adminEngagementTexts.finished(new Date(job.completedAt ?? job.createdAt).toLocaleString())}
        </p>
      )}
      <Button
        variant="outline"
        disabled={running || recalculate.isPending}
        onClick={() =>
          recalculate.mutate(undefined, {
            onSuccess: ({ job: started }) => {
              setJobId(started.id);
              toast.success(engagementMessages.recalculateStarted);
            },
            onError: (error) => toast.error(serverMessageOr(error, adminEngagementTexts.recalculateFailed)),
          })
        }
      >
        <RefreshCwIcon aria-hidden />
        {adminEngagementTexts.recalculate}
      </Button>
    </Card>
  );
}

/** /admin/engagement (superadmin, issue 59): points per action, level thresholds, Recalculate. */
export function AdminEngagementPage() {
  const query = useEngagementSettings();
  return (
    <>
      <PageHeader title={adminEngagementTexts.title} description={adminEngagementTexts.description} />
      <QueryState
        query={query}
        skeleton={
          <SkeletonGroup
            label="Loading engagement settings..."
            className="grid grid-cols-1 gap-6 lg:grid-cols-2"
          >
            <Skeleton className="h-96 w-full rounded-card" />
            <Skeleton className="h-96 w-full rounded-card" />
          </SkeletonGroup>
        }
        errorTitle={adminEngagementTexts.loadFailed}
      >
        {({ settings, lastRecalculation }) => (
          <div className="flex flex-col gap-6">
            <SettingsForm settings={settings} />
            <RecalculatePanel lastRecalculation={lastRecalculation} />
          </div>
        )}
      </QueryState>
    </>
  );
}
