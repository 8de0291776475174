import { pillarSurface } from '@pillars/shared/learning/colour';
import { ClockIcon, PlayIcon, VideoOffIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Card } from '@/components/card';
import { FallbackImage } from '@/components/fallback-image';
import { cn } from '@/lib/cn';
import { captionsUrlFor, toVideoEmbed, type VideoEmbed } from '../utils/video-embed';
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
      <Card className="grid overflow-hidden lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="relative aspect-video bg-slate-900">
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
              <div className="flex flex-col items-center justify-center gap-3 p-6 text-center [grid-area:1/1] z-10">
                {embed ? (
                  <button
                    type="button"
                    onClick={() => setIsPlaying(true)}
                    className={cn(
                      'flex size-16 items-center justify-center rounded-full bg-white text-slate-900 shadow-lg transition sm:size-20',
                      'outline-none hover:scale-105 focus-visible:ring-4 focus-visible:ring-white/70 motion-reduce:transition-none',
                    )}
                    aria-label={`Play video: ${videoTitle}`}
                  >
                    <PlayIcon className="ml-1 size-7 fill-current sm:size-8" aria-hidden />
                  </button>
                ) : (
                  <>
                    <VideoOffIcon className="size-8" aria-hidden />
                    <p className="text-sm font-medium">This video cannot be played here.</p>
                  </>
                )}
              </div>
            </div>
          )}
        </div>
        <div className="flex flex-col justify-center gap-2 p-5 sm:p-6 lg:p-8">
          <h2 id={headingId} className="text-xs font-semibold tracking-wider text-accent-700 uppercase">
            Introduction
          </h2>
          <p className="text-lg leading-snug font-semibold text-slate-900 lg:text-xl">{videoTitle}</p>
          {duration ? (
            <p className="flex items-center gap-1.5 text-sm text-muted">
              <ClockIcon className="size-4" aria-hidden />
              <span className="sr-only">Duration: </span>
              {duration}
            </p>
          ) : null}
          <p className="mt-2 text-sm text-slate-600">
            Start here: a short overview of this pillar before you work through its key elements.
          </p>
        </div>
      </Card>
    </section>
  );
}
