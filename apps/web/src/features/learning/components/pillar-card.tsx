import { pillarSurface } from '@pillars/shared/learning/colour';
import type { PillarSummary } from '@pillars/shared/learning/schemas';
import { pluralNoun } from '@pillars/shared/plural';
import { CirclePlayIcon } from 'lucide-react';
import { Link } from 'react-router';
import { FallbackImage } from '@/components/fallback-image';
import { PlanLock, useOpensContent } from '@/components/plan-lock';
import { ProgressBar } from '@/components/progress-bar';
import { Skeleton } from '@/components/skeleton';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { PillarIcon } from './pillar-icon';

/**
 * A translucent chip on the pillar colour. It moves the colour away from the text (darker
 * under white text, lighter under black), so text on it keeps at least the surface's contrast.
 */
export function onColorTint(textColor: string): string {
  return textColor === '#FFFFFF' ? 'rgb(0 0 0 / 0.18)' : 'rgb(255 255 255 / 0.4)';
}

/**
 * The overlay image on a pillar surface, in greys (so it cannot shift the pillar's hue)
 * and blended so it only adds contrast to the text (`PillarSurface.imageBlendMode`).
 */
export const overlayImageClasses =
  'pointer-events-none h-0 min-h-full w-full min-w-0 object-cover grayscale [grid-area:1/1]';

/**
 * A pillar with the member's progress: colour, icon, overlay image, description, the
 * progress shown once ('% Complete' badge, lesson count, bar) and the video title (spec 01
 * section 2). The title is the link; it stretches over the whole card. `isCompact` (home)
 * leaves out the description and the video title. `imageLoading="eager"` for the cards of
 * the first screen: their image may be the page's largest paint, which lazy loading would
 * hold back. `isAssigned` (Home): the pillar, or part of it, is in the member's learning plan.
 * A pillar offered on some plans says which, with Upgrade to open where the member's plan
 * lacks it (issue 58).
 */
export function PillarCard({
  pillar,
  headingLevel: Heading = 'h2',
  isCompact = false,
  imageLoading = 'lazy',
  isAssigned = false,
}: {
  pillar: PillarSummary;
  headingLevel?: 'h2' | 'h3';
  isCompact?: boolean;
  imageLoading?: 'lazy' | 'eager';
  isAssigned?: boolean;
}) {
  const isLocked = !useOpensContent(pillar.planIds);
  const surface = pillarSurface(pillar.color);
  const textColor = surface.text;
  const { completed, total, percent } = pillar.progress;

  return (
    <article
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-card border border-slate-200 bg-white shadow-sm',
        'transition hover:-translate-y-0.5 hover:shadow-md motion-reduce:transition-none motion-reduce:hover:translate-y-0',
        'has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-500 has-[a:focus-visible]:ring-offset-2',
      )}
    >
      {/* The image and the text share one grid cell, so the image covers exactly the coloured area. */}
      <div className="grid" style={{ background: surface.background, color: textColor }}>
        <FallbackImage
          src={pillar.overlayImageUrl}
          alt=""
          fallback="none"
          loading={imageLoading}
          className={cn(overlayImageClasses, 'opacity-30')}
          style={{ mixBlendMode: surface.imageBlendMode }}
        />
        <div
          className={cn(
            // A stacking layer (z-index on a grid item) above the translucent image, not a containing block,
            // so the title's link still stretches over the whole card.
            'z-10 flex flex-col justify-between gap-6 p-5 [grid-area:1/1]',
            isCompact ? 'min-h-32' : 'min-h-40',
          )}
        >
          <span
            className="flex size-11 shrink-0 items-center justify-center self-start rounded-xl"
            style={{ backgroundColor: onColorTint(textColor) }}
          >
            <PillarIcon name={pillar.icon} />
          </span>
          {isAssigned ? (
            <span className="absolute top-4 right-4 rounded-full bg-white px-2.5 py-0.5 text-xs font-semibold text-slate-900 shadow-sm">
              Assigned
            </span>
          ) : null}
          <Heading className="text-lg leading-snug font-semibold sm:text-xl">
            <Link
              to={paths.pillar(pillar.slug)}
              className="outline-none after:absolute after:inset-0 after:content-['']"
            >
              {pillar.title}
            </Link>
          </Heading>
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-4 p-5">
        {isCompact ? null : <p className="line-clamp-3 text-sm text-slate-600">{pillar.description}</p>}
        <PlanLock availableOn={pillar.availableOn} isLocked={isLocked} />
        <div className="mt-auto flex flex-col gap-2">
          {/* The progress in one place: the '% Complete' badge, the lesson count and the bar. */}
          <div className="flex items-center justify-between gap-3 text-xs font-medium text-muted">
            <span className="rounded-full bg-slate-100 px-2.5 py-0.5 font-semibold whitespace-nowrap text-slate-800">
              {percent}% Complete
            </span>
            <span>
              {completed} of {total} {pluralNoun(total, 'lesson')}
            </span>
          </div>
          <ProgressBar percent={percent} color={pillar.color} label={`${pillar.title} progress`} />
        </div>
        {!isCompact && pillar.videoTitle ? (
          <p className="flex items-center gap-2 border-t border-slate-100 pt-3 text-sm text-slate-600">
            <CirclePlayIcon className="size-4 shrink-0 text-muted" aria-hidden />
            <span className="sr-only">Introduction video: </span>
            <span className="truncate">{pillar.videoTitle}</span>
          </p>
        ) : null}
      </div>
    </article>
  );
}

export function PillarCardSkeleton({ isCompact = false }: { isCompact?: boolean }) {
  return (
    <div aria-hidden className="overflow-hidden rounded-card border border-slate-200 bg-white shadow-sm">
      <Skeleton className={cn('rounded-none', isCompact ? 'h-32' : 'h-40')} />
      <div className="flex flex-col gap-3 p-5">
        {isCompact ? null : (
          <>
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
          </>
        )}
        <Skeleton className="mt-2 h-3 w-24" />
        <Skeleton className="h-2 w-full rounded-full" />
      </div>
    </div>
  );
}
