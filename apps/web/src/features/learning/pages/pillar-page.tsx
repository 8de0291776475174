import { pillarSurface } from '@pillars/shared/learning/colour';
import { learningMessages } from '@pillars/shared/learning/messages';
import type { PillarDetailResponse } from '@pillars/shared/learning/schemas';
import { LayersIcon } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { FallbackImage } from '@/components/fallback-image';
import { Skeleton, SkeletonGroup } from '@/components/skeleton';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { usePillar } from '../api/get-pillar';
import { BackToPillars } from '../components/back-link';
import { KeyElementCard } from '../components/key-element-card';
import { LoadError } from '../components/load-error';
import { onColorTint, overlayImageClasses } from '../components/pillar-card';
import { PillarIcon } from '../components/pillar-icon';
import { ProgressBar } from '../components/progress-bar';
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
      <div className="z-10 flex flex-col gap-6 p-6 [grid-area:1/1] sm:p-8 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0 max-w-2xl">
          <span
            className="flex size-12 items-center justify-center rounded-xl"
            style={{ backgroundColor: onColorTint(textColor) }}
          >
            <PillarIcon name={pillar.icon} className="size-7" />
          </span>
          <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">{pillar.title}</h1>
          <p className="mt-2 text-sm sm:text-base">{pillar.description}</p>
        </div>
        <div
          className="w-full shrink-0 rounded-xl p-4 lg:w-72"
          style={{ backgroundColor: onColorTint(textColor) }}
        >
          <div className="flex items-baseline justify-between gap-3">
            <span className="text-sm font-medium">Overall progress</span>
            <span className="text-2xl font-bold">{percent}%</span>
          </div>
          <ProgressBar
            percent={percent}
            label={`${pillar.title} progress`}
            fill={textColor}
            className="mt-3 border-current bg-transparent"
          />
          <p className="mt-2 text-xs">
            {completed} of {total} {total === 1 ? 'lesson' : 'lessons'} completed
          </p>
        </div>
      </div>
    </div>
  );
}

function PillarSkeleton() {
  return (
    <SkeletonGroup label="Loading pillar..." className="flex flex-col gap-6">
      <Skeleton className="h-56 w-full rounded-card" />
      <Skeleton className="h-7 w-40" />
      {[1, 2, 3].map((key) => (
        <Skeleton key={key} className="h-32 w-full rounded-card" />
      ))}
    </SkeletonGroup>
  );
}

/** /pillars-of-agency/{slug}: the pillar, its Introduction video and its key elements. */
export function PillarPage() {
  const { pillarSlug = '' } = useParams();
  const query = usePillar(pillarSlug);

  if (query.isPending) {
    return (
      <div className="flex flex-col gap-5">
        <BackToPillars />
        <PillarSkeleton />
      </div>
    );
  }

  if (query.isError) {
    return (
      <LoadError
        error={query.error}
        notFoundTitle={learningMessages.pillarNotFound}
        notFoundDescription="This pillar may have been moved or removed."
        failedTitle={learningMessages.pillarLoadFailed}
        onRetry={() => void query.refetch()}
      />
    );
  }

  const { pillar, keyElements } = query.data;
  return (
    <div className="flex flex-col gap-6 lg:gap-8">
      <title>{`${pillar.title} · Pillars`}</title>
      <div className="flex flex-col gap-5">
        <BackToPillars />
        <PillarHero pillar={pillar} />
      </div>
      {pillar.videoUrl ? (
        <VideoBlock
          videoUrl={pillar.videoUrl}
          title={pillar.videoTitle}
          duration={pillar.videoDuration}
          color={pillar.color}
          posterUrl={pillar.overlayImageUrl}
        />
      ) : null}
      <section aria-labelledby="key-elements-heading" className="flex flex-col gap-4">
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
          <div className="flex flex-col gap-4">
            {keyElements.map((keyElement, index) => (
              <KeyElementCard
                key={keyElement.id}
                pillarSlug={pillar.slug}
                pillarColor={pillar.color}
                keyElement={keyElement}
                position={index + 1}
              />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
