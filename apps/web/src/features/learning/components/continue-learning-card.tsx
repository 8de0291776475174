import { pillarGradient } from '@pillars/shared/learning/colour';
import type { ContinueLearning } from '@pillars/shared/learning/schemas';
import { pluralNoun } from '@pillars/shared/plural';
import { ArrowRightIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { ProgressBar } from '@/components/progress-bar';
import { paths } from '@/lib/paths';

/** Home: the next unfinished lesson of the key element the member touched last. */
export function ContinueLearningCard({ next }: { next: ContinueLearning }) {
  const headingId = useId();
  const { completed, total, percent } = next.progress;
  return (
    <section
      aria-labelledby={headingId}
      className="flex overflow-hidden rounded-card border border-slate-200 bg-white shadow-sm"
    >
      <div className="w-1.5 shrink-0 sm:w-2" style={{ background: pillarGradient(next.pillarColor) }} />
      <div className="flex min-w-0 flex-1 flex-col gap-4 p-5 sm:flex-row sm:items-center sm:gap-6 sm:p-6">
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-xs font-semibold tracking-wider text-accent-700 uppercase">
            Continue where you left off
          </h2>
          <p className="mt-1.5 text-lg leading-snug font-semibold text-slate-900">{next.lessonTitle}</p>
          <p className="mt-0.5 truncate text-sm text-slate-500">
            {next.pillarTitle} · {next.elementTitle}
          </p>
          <div className="mt-3 flex max-w-md items-center gap-3">
            <ProgressBar
              percent={percent}
              color={next.pillarColor}
              label={`${next.elementTitle} progress`}
              className="flex-1"
            />
            <span className="shrink-0 text-xs font-medium text-slate-500">
              {completed} of {total} {pluralNoun(total, 'lesson')}
            </span>
          </div>
        </div>
        <Button asChild size="lg" className="self-start sm:self-center">
          <Link to={paths.keyElement(next.pillarSlug, next.elementSlug, next.lessonId)}>
            Continue Lesson
            <ArrowRightIcon aria-hidden />
          </Link>
        </Button>
      </div>
    </section>
  );
}
