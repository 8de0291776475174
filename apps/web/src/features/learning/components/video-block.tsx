import { pillarSurface } from '@pillars/shared/learning/colour';
import { ClockIcon, PlayIcon, VideoOffIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Card } from '@/components/card';
import { FallbackImage } from '@/components/fallback-image';
import { cn } from '@/lib/cn';
import { captionsUrlFor, toVideoEmbed, type VideoEmbed } from '@/lib/video-embed';
import { overlayImageClasses } from './pillar-card';

function VideoPlayer({ embed, title }: { embed: VideoEmbed; title: string }) {
  if (embed.kind === 'file') {
    return (
      <video src={embed.src} controls autoPlay playsInline className="absolute inset-0 size-full bg-black">
        <track kind="captions" src={captionsUrlFor(embed.src)} srcLang="en" label="English" />
      </video>
    );
  }
  const src = new URL(embed.src);
  src.searchParams.set('autoplay', '1');
  return (
    <iframe
      src={src.toString()}
      title={title}
      allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
      className="absolute inset-0 size-full border-0"
    />
  );
}

/**
 * The pillar's Introduction video (spec 01 section 2): title and duration, and a poster
 * with a Play button. The player (YouTube or Vimeo frame, or a <video>) loads only on
 * Play, so a page view never contacts the video host.
 */
export function VideoBlock({
  videoUrl,
  title,
  duration,
  color,
  posterUrl,
}: {
  videoUrl: string;
  title: string | null;
  duration: string | null;
  color: string;
  /** A picture behind the Play button (the pillar's overlay image). */
  posterUrl?: string | null;
}) {
  const [isPlaying, setIsPlaying] = useState(false);
  const headingId = useId();
  const embed = toVideoEmbed(videoUrl);
  const videoTitle = title ?? 'Introduction video';
  const surface = pillarSurface(color);

  return (
    <section aria-labelledby={headingId}>
      {/* Compact: a row with a small poster beside the text (stacked in the pillar page's
          narrow side column); a playing video takes the card's whole width. */}
      <Card
        className={cn(
          'flex overflow-hidden',
          isPlaying ? 'flex-col' : 'flex-row items-center xl:flex-col xl:items-stretch',
        )}
      >
        <div
          className={cn(
            'relative aspect-video shrink-0 bg-slate-900',
            isPlaying ? 'w-full' : 'w-36 sm:w-56 xl:w-full',
          )}
        >
          {embed && isPlaying ? (
            <VideoPlayer embed={embed} title={videoTitle} />
          ) : (
            <div
              className="absolute inset-0 grid"
              style={{ background: surface.background, color: surface.text }}
            >
              <FallbackImage
                src={posterUrl}
                alt=""
                fallback="none"
                className={cn(overlayImageClasses, 'opacity-30')}
                style={{ mixBlendMode: surface.imageBlendMode }}
              />
              <div className="flex flex-col items-center justify-center gap-2 p-3 text-center [grid-area:1/1] z-10">
                {embed ? (
                  <button
                    type="button"
                    onClick={() => setIsPlaying(true)}
                    className={cn(
                      'flex size-11 items-center justify-center rounded-full bg-white text-slate-900 shadow-lg transition sm:size-14',
                      'outline-none hover:scale-105 focus-visible:ring-4 focus-visible:ring-white/70 motion-reduce:transition-none',
                    )}
                    aria-label={`Play video: ${videoTitle}`}
                  >
                    <PlayIcon className="ml-0.5 size-5 fill-current sm:size-6" aria-hidden />
                  </button>
                ) : (
                  <>
                    <VideoOffIcon className="size-6" aria-hidden />
                    <p className="text-xs font-medium">This video cannot be played here.</p>
                  </>
                )}
              </div>
            </div>
          )}
        </div>
        <div className="flex min-w-0 flex-col justify-center gap-1 p-4 sm:px-5">
          <h2 id={headingId} className="text-xs font-semibold tracking-wider text-accent-700 uppercase">
            Introduction
          </h2>
          <p className="text-[0.9375rem] leading-snug font-semibold text-slate-900 sm:text-lg">
            {videoTitle}
          </p>
          {duration ? (
            <p className="flex items-center gap-1.5 text-sm text-muted">
              <ClockIcon className="size-4" aria-hidden />
              <span className="sr-only">Duration: </span>
              {duration}
            </p>
          ) : null}
          <p className="mt-1 hidden text-sm text-slate-600 sm:block">
            Start here: a short overview of this pillar before you work through its key elements.
          </p>
        </div>
      </Card>
    </section>
  );
}
