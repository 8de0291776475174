import type { KeyElementSummary } from '@pillars/shared/learning/schemas';
import { plural } from '@pillars/shared/plural';
import { ArrowRightIcon, BookOpenIcon, CircleCheckIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { ProgressBar } from '@/components/progress-bar';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { AssignmentNote } from './assignment-note';

/**
 * One key element of a pillar: lesson count, the member's progress and Continue. Only the
 * key element to work on next (`isNext`) gets the primary button, so the page has one
 * obvious next step; the others get a quieter one.
 */
export function KeyElementCard({
  pillarSlug,
  pillarColor,
  keyElement,
  position,
  isNext,
}: {
  pillarSlug: string;
  pillarColor: string;
  keyElement: KeyElementSummary;
  position: number;
  isNext: boolean;
}) {
  const { percent } = keyElement.progress;
  const isDone = keyElement.lessonCount > 0 && percent === 100;
  return (
    <article
      className={cn(
        'flex flex-col gap-4 rounded-card border bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:gap-6 sm:px-5',
        isNext ? 'border-brand-300 ring-1 ring-brand-300' : 'border-slate-200',
      )}
    >
      <div className="flex min-w-0 flex-1 gap-4">
        <span
          aria-hidden
          className={cn(
            'flex size-10 shrink-0 items-center justify-center rounded-full text-sm font-bold',
            isNext ? 'bg-brand-50 text-brand-700' : 'bg-slate-100 text-slate-600',
          )}
        >
          {position}
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="text-base leading-snug font-semibold text-slate-900 sm:text-lg">
            {keyElement.title}
          </h3>
          {keyElement.description ? (
            <p className="mt-1 text-sm text-slate-600">{keyElement.description}</p>
          ) : null}
          {keyElement.assignment ? (
            <AssignmentNote
              assignment={keyElement.assignment}
              hasPlanLink={false}
              className="mt-2 w-fit py-1"
            />
          ) : null}
          <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2 text-xs font-medium text-slate-500">
            <span className="flex items-center gap-1.5">
              <BookOpenIcon className="size-4" aria-hidden />
              {plural(keyElement.lessonCount, 'Lesson')}
            </span>
            <span className="flex min-w-40 flex-1 items-center gap-2 sm:max-w-64">
              <ProgressBar
                percent={percent}
                color={pillarColor}
                label={`${keyElement.title} progress`}
                className="flex-1"
              />
              <span className="w-9 text-right">{percent}%</span>
            </span>
            {isDone ? (
              <span className="flex items-center gap-1 text-accent-700">
                <CircleCheckIcon className="size-4" aria-hidden />
                Completed
              </span>
            ) : null}
          </div>
        </div>
      </div>
      <Button asChild variant={isNext ? 'primary' : 'outline'} className="w-full sm:w-auto sm:self-center">
        <Link to={paths.keyElement(pillarSlug, keyElement.slug)}>
          Continue
          <span className="sr-only"> {keyElement.title}</span>
          <ArrowRightIcon aria-hidden />
        </Link>
      </Button>
    </article>
  );
}
