import type { AfterKeyElement, StepTarget } from '@pillars/shared/learning/schemas';
import { ArrowRightIcon, AwardIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { paths } from '@/lib/paths';

const targetHref = (target: StepTarget) =>
  paths.keyElement(target.pillarSlug, target.elementSlug, target.lessonId);

/**
 * The end of a lesson (issue 43, shared/learning/next-step.ts): the next lesson; after the
 * last lesson of a key element, the next key element; after the last of a pillar, the
 * certificate and the next pillar the member has not finished.
 */
export function NextStepPanel({
  nextLesson,
  afterElement,
  pillarTitle,
  pillarColor,
  certificateId,
}: {
  /** The next lesson of this key element, when this is not its last. */
  nextLesson: { title: string; href: string } | null;
  /** What follows the key element, shown once its last lesson is completed. */
  afterElement: AfterKeyElement | null;
  pillarTitle: string;
  pillarColor: string;
  certificateId: string | null;
}) {
  if (nextLesson) {
    return (
      <nav
        aria-label="Next step"
        className="rounded-card border border-slate-200 bg-white p-4 text-sm shadow-sm"
      >
        <span className="text-slate-500">Up next: </span>
        <Link to={nextLesson.href} className="font-medium text-brand-700 hover:underline">
          {nextLesson.title}
        </Link>
      </nav>
    );
  }
  if (!afterElement) return null;
  if (afterElement.kind === 'keyElement' && afterElement.next) {
    const next = afterElement.next;
    return (
      <nav
        aria-label="Next step"
        className="flex flex-col gap-3 rounded-card border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="min-w-0">
          <p className="text-sm text-slate-500">Next key element</p>
          <p className="font-semibold break-words text-slate-900">{next.elementTitle}</p>
        </div>
        <Button asChild className="shrink-0">
          <Link to={targetHref(next)}>
            Continue with {next.elementTitle}
            <ArrowRightIcon aria-hidden />
          </Link>
        </Button>
      </nav>
    );
  }
  if (afterElement.kind !== 'pillarDone') return null;
  const next = afterElement.next;
  return (
    <section
      aria-label="Pillar completed"
      className="flex flex-col gap-4 rounded-card border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      style={{ borderTop: `4px solid ${pillarColor}` }}
    >
      <div className="flex items-start gap-3">
        <AwardIcon className="size-8 shrink-0" style={{ color: pillarColor }} aria-hidden />
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-slate-900">You completed {pillarTitle}</h2>
          <p className="text-sm text-slate-600">
            {certificateId
              ? 'Your certificate is ready to download and share.'
              : 'Every lesson of this pillar is done.'}
          </p>
        </div>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {certificateId ? (
          <Button asChild>
            <Link to={paths.certificate(certificateId)}>
              <AwardIcon aria-hidden />
              View your certificate
            </Link>
          </Button>
        ) : null}
        {next ? (
          <Button asChild variant="outline">
            <Link to={targetHref(next)}>
              Next pillar: {next.pillarTitle}
              <ArrowRightIcon aria-hidden />
            </Link>
          </Button>
        ) : null}
      </div>
    </section>
  );
}
