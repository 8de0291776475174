import { bubbleImportTexts as texts } from '@pillars/shared/imports/messages';
import type { BubbleImportResult } from '@pillars/shared/imports/schemas';
import type { JobResponse } from '@pillars/shared/jobs/schemas';
import { plural } from '@pillars/shared/plural';
import { CheckCircle2Icon, LoaderCircleIcon, XCircleIcon } from 'lucide-react';
import { Button } from '@/components/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/card';
import { importPhaseOf } from '../utils/import-job-event';

/** The Import Status panel in its three states. */
export function ImportStatusPanel({
  job,
  total,
  isApiSource,
  onDone,
  onTryAgain,
  isRetrying,
}: {
  job: JobResponse | undefined;
  /** How many were selected (until the job reports its own total). */
  total: number;
  isApiSource: boolean;
  onDone: () => void;
  onTryAgain: () => void;
  isRetrying: boolean;
}) {
  const phase = importPhaseOf(job);
  const result = (job?.result ?? null) as BubbleImportResult | null;
  const done = job?.progress?.done ?? 0;
  const count = job?.progress?.total ?? total;
  return (
    <Card aria-live="polite">
      <CardHeader>
        <CardTitle>{texts.statusHeading}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {phase === 'importing' ? (
          <div className="flex flex-col gap-3">
            <p className="flex items-center gap-2 font-medium text-slate-900">
              <LoaderCircleIcon className="size-5 animate-spin text-brand-600" aria-hidden />
              {texts.importing}
            </p>
            <p className="text-sm text-slate-700">{texts.progress(done, count)}</p>
            <div
              role="progressbar"
              aria-label="Import progress"
              aria-valuemin={0}
              aria-valuemax={count}
              aria-valuenow={done}
              className="h-2 w-full overflow-hidden rounded-full bg-slate-100"
            >
              <div
                className="h-full rounded-full bg-brand-600 transition-[width]"
                style={{ width: `${count > 0 ? Math.round((done / count) * 100) : 0}%` }}
              />
            </div>
            {isApiSource ? <p className="text-sm text-slate-500">{texts.alsoMarking}</p> : null}
          </div>
        ) : null}
        {phase === 'success' ? (
          <div className="flex flex-col gap-3">
            <p className="flex items-center gap-2 font-semibold text-green-800">
              <CheckCircle2Icon className="size-5" aria-hidden />
              {texts.success}
            </p>
            <p className="text-sm text-slate-700">
              {plural(result?.imported ?? 0, 'article')} imported
              {result?.alreadyImported ? ` (${result.alreadyImported} already imported before)` : ''}.
            </p>
            {result && result.warnings.length > 0 ? (
              <div>
                <h3 className="text-sm font-medium text-amber-900">Warnings</h3>
                <ul className="mt-1 list-disc pl-5 text-sm break-words text-slate-700">
                  {result.warnings.map((warning) => (
                    <li key={warning}>{warning}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            <Button className="self-start" onClick={onDone}>
              {texts.importMore}
            </Button>
          </div>
        ) : null}
        {phase === 'error' ? (
          <div className="flex flex-col gap-3">
            <p className="flex items-center gap-2 font-semibold text-red-700">
              <XCircleIcon className="size-5" aria-hidden />
              {texts.failed}
            </p>
            <p className="text-sm text-slate-700">{texts.failedDetail}</p>
            <ul className="list-disc pl-5 text-sm break-words text-slate-700">
              {(result?.errors.length
                ? result.errors
                : [job?.error ?? 'An unknown error occurred during import']
              ).map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={onDone}>
                {texts.goBack}
              </Button>
              <Button onClick={onTryAgain} disabled={isRetrying}>
                {texts.tryAgain}
              </Button>
            </div>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
