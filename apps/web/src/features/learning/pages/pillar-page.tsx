import { pillarSurface } from '@pillars/shared/learning/colour';
import { learningMessages } from '@pillars/shared/learning/messages';
import type { PillarDetailResponse } from '@pillars/shared/learning/schemas';
import { pluralNoun } from '@pillars/shared/plural';
import { LayersIcon } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { FallbackImage } from '@/components/fallback-image';
import { ProgressBar } from '@/components/progress-bar';
import { QueryState } from '@/components/query-state';
import { Skeleton, SkeletonGroup } from '@/components/skeleton';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { usePillar } from '../api/get-pillar';
import { AssignmentNote } from '../components/assignment-note';
import { BackToPillars, BackToPillarsButton } from '../components/back-link';
import { KeyElementCard } from '../components/key-element-card';
import { onColorTint, overlayImageClasses } from '../components/pillar-card';
import { PillarIcon } from '../components/pillar-icon';
import { VideoBlock } from '../components/video-block';

function PillarHero({ pillar }: { pillar: PillarDetailResponse['pillar'] }) {
  const surface = pillarSurface(pillar.color);
  const textColor = surface.text;
  const { completed, total, percent } = pillar.progress;
  return (
    <div
      className="grid overflow-hidden rounded-card shadow-sm"
      style={{ background: surface.background, color: textColor }}
    >
      <FallbackImage
        src={pillar.overlayImageUrl}
        alt=""
        fallback="none"
        className={cn(overlayImageClasses, 'opacity-25')}
        style={{ mixBlendMode: surface.imageBlendMode }}
      />
      <div className="z-10 flex flex-col gap-4 p-5 [grid-area:1/1] sm:p-6 lg:flex-row lg:items-center lg:justify-between lg:gap-8">
        <div className="flex min-w-0 max-w-3xl items-start gap-4">
          <span
            className="flex size-12 shrink-0 items-center justify-center rounded-xl"
            style={{ backgroundColor: onColorTint(textColor) }}
          >
            <PillarIcon name={pillar.icon} className="size-7" />
          </span>
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{pillar.title}</h1>
            <p className="mt-1 text-sm sm:text-base">{pillar.description}</p>
          </div>
        </div>
        <div
          className="w-full shrink-0 rounded-xl px-4 py-3 lg:w-72"
          style={{ backgroundColor: onColorTint(textColor) }}
        >
          <div className="flex items-baseline justify-between gap-3">
            <span className="text-sm font-medium">Overall progress</span>
            <span className="text-xl font-bold">{percent}%</span>
          </div>
          <ProgressBar
            percent={percent}
            label={`${pillar.title} progress`}
            fill={textColor}
            className="mt-2 border-current bg-transparent"
          />
          <p className="mt-1.5 text-xs">
            {completed} of {total} {pluralNoun(total, 'lesson')} completed
          </p>
        </div>
      </div>
    </div>
  );
}

function PillarSkeleton() {
  return (
    <SkeletonGroup label="Loading pillar..." className="flex flex-col gap-6">
      <Skeleton className="h-36 w-full rounded-card" />
      <div className={contentGridClass}>
        <div className="flex flex-col gap-4">
          <Skeleton className="h-7 w-40" />
          {[1, 2, 3].map((key) => (
            <Skeleton key={key} className="h-32 w-full rounded-card" />
          ))}
        </div>
        <Skeleton className="hidden h-72 rounded-card xl:block" />
      </div>
    </SkeletonGroup>
  );
}

/**
 * Wide screens: the key elements, the page's purpose, in the main column from the top, and
 * the Introduction video beside them; narrower, the video is a compact row above the list.
 */
const contentGridClass = 'grid grid-cols-1 items-start gap-6 xl:grid-cols-[minmax(0,1fr)_20rem] xl:gap-8';

function PillarContent({ pillar, assignment, keyElements }: PillarDetailResponse) {
  // The one key element to work on next gets the primary Continue: the first not finished.
  const nextIndex = keyElements.findIndex(
    (keyElement) => keyElement.lessonCount > 0 && keyElement.progress.percent < 100,
  );
  return (
    <>
      <title>{`${pillar.title} · Pillars`}</title>
      <PillarHero pillar={pillar} />
      {assignment ? <AssignmentNote assignment={assignment} /> : null}
      <div className={contentGridClass}>
        {pillar.videoUrl ? (
          <div className="xl:sticky xl:top-24 xl:col-start-2 xl:row-start-1">
            <VideoBlock
              videoUrl={pillar.videoUrl}
              title={pillar.videoTitle}
              duration={pillar.videoDuration}
              color={pillar.color}
              posterUrl={pillar.overlayImageUrl}
            />
          </div>
        ) : null}
        <section
          aria-labelledby="key-elements-heading"
          className="flex flex-col gap-4 xl:col-start-1 xl:row-start-1"
        >
          <h2 id="key-elements-heading" className="text-xl font-semibold tracking-tight text-slate-900">
            Key Elements
          </h2>
          {keyElements.length === 0 ? (
            <EmptyState
              icon={LayersIcon}
              title={learningMessages.noKeyElements}
              description={learningMessages.noKeyElementsHint}
              action={
                <Button asChild variant="outline">
                  <Link to={paths.pillars}>Back to Pillars of Agency</Link>
                </Button>
              }
            />
          ) : (
            <div className="flex flex-col gap-3">
              {keyElements.map((keyElement, index) => (
                <KeyElementCard
                  key={keyElement.id}
                  pillarSlug={pillar.slug}
                  pillarColor={pillar.color}
                  keyElement={keyElement}
                  position={index + 1}
                  isNext={index === nextIndex}
                />
              ))}
            </div>
          )}
        </section>
      </div>
    </>
  );
}

/** /pillars-of-agency/{slug}: the pillar, its Introduction video and its key elements. */
export function PillarPage() {
  const { pillarSlug = '' } = useParams();
  const query = usePillar(pillarSlug);

  return (
    <div className="flex flex-col gap-5">
      <BackToPillars />
      <QueryState
        query={query}
        skeleton={<PillarSkeleton />}
        documentTitle="Pillars of Agency"
        errorTitle={learningMessages.pillarLoadFailed}
        notFound={{
          title: learningMessages.pillarNotFound,
          description: 'This pillar may have been moved or removed.',
        }}
        errorAction={<BackToPillarsButton />}
      >
        {(data) => <PillarContent {...data} />}
      </QueryState>
    </div>
  );
}
