import { DownloadIcon, FileTextIcon, PlayIcon, VideoOffIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { FallbackImage } from '@/components/fallback-image';
import { cn } from '@/lib/cn';
import { useMediaQuery, wideScreenQuery } from '@/lib/use-media-query';
import { captionsUrlFor, toVideoEmbed } from '@/lib/video-embed';
import { toDocumentDisplay } from '../utils/article-content';

/**
 * A video resource: the YouTube or Vimeo player (privacy-friendly embed), or a <video> for a
 * file. The outside player loads only on Play, so opening the page never contacts the host.
 */
export function ArticleVideo({
  videoUrl,
  title,
  posterUrl,
}: {
  videoUrl: string;
  title: string;
  posterUrl: string | null;
}) {
  const [isPlaying, setIsPlaying] = useState(false);
  const embed = toVideoEmbed(videoUrl);
  if (!embed) {
    return (
      <Card className="flex items-center gap-3 p-4 text-sm text-slate-600">
        <VideoOffIcon className="size-5 shrink-0 text-muted" aria-hidden />
        This video cannot be played here.
      </Card>
    );
  }
  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-card bg-slate-900 shadow-sm">
      {embed.kind === 'file' ? (
        <video
          src={embed.src}
          controls
          playsInline
          preload="metadata"
          poster={posterUrl ?? undefined}
          className="absolute inset-0 size-full"
        >
          <track kind="captions" src={captionsUrlFor(embed.src)} srcLang="en" label="English" />
        </video>
      ) : isPlaying ? (
        <iframe
          src={withAutoplay(embed.src)}
          title={`Video: ${title}`}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="absolute inset-0 size-full border-0"
        />
      ) : (
        <>
          <FallbackImage
            src={posterUrl}
            alt=""
            fallback="none"
            className="absolute inset-0 size-full object-cover opacity-40"
          />
          <div className="absolute inset-0 flex items-center justify-center">
            <button
              type="button"
              onClick={() => setIsPlaying(true)}
              aria-label={`Play video: ${title}`}
              className="flex size-16 items-center justify-center rounded-full bg-white text-slate-900 shadow-lg outline-none transition hover:scale-105 focus-visible:ring-4 focus-visible:ring-white/70 motion-reduce:transition-none"
            >
              <PlayIcon className="ml-1 size-7 fill-current" aria-hidden />
            </button>
          </div>
        </>
      )}
    </div>
  );
}

function withAutoplay(src: string): string {
  const url = new URL(src);
  url.searchParams.set('autoplay', '1');
  return url.toString();
}

/**
 * A document or presentation: a download link with the file's name. A document of this site
 * is members-only and always sent as a download (decision 040), so no frame can show it; a
 * PDF elsewhere (a pasted address) shows in the browser's viewer inside the page. Phones get
 * that PDF as a link instead of the viewer: most mobile browsers cannot show a PDF inside a
 * page (they download it).
 */
export function ArticleDocument({ documentUrl, title }: { documentUrl: string; title: string }) {
  const display = toDocumentDisplay(documentUrl);
  const isWideScreen = useMediaQuery(wideScreenQuery);
  if (!display) return null;
  const isOnThisSite = display.src.startsWith('/');
  const showsInPage = display.kind === 'pdf' && !isOnThisSite;
  const download = (
    <Button asChild variant="outline">
      <a
        href={display.src}
        download={display.fileName}
        {...(isOnThisSite ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
      >
        <DownloadIcon aria-hidden />
        Download {display.kind === 'pdf' ? 'PDF' : 'file'}
        <span className="sr-only"> ({display.fileName})</span>
      </a>
    </Button>
  );
  return (
    <Card className="overflow-hidden">
      <div
        className={cn(
          'flex flex-wrap items-center justify-between gap-3 p-4',
          showsInPage && 'border-b border-slate-100',
        )}
      >
        <p className="flex min-w-0 items-center gap-2 text-sm font-medium text-slate-800">
          <FileTextIcon className="size-5 shrink-0 text-accent-700" aria-hidden />
          <span className="truncate">{display.fileName}</span>
        </p>
        {download}
      </div>
      {showsInPage && !isWideScreen ? (
        <div className="p-4">
          <Button asChild variant="secondary" className="w-full">
            <a href={display.src} target="_blank" rel="noopener noreferrer">
              <FileTextIcon aria-hidden />
              Open PDF<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Button>
        </div>
      ) : null}
      {showsInPage && isWideScreen ? (
        <iframe
          src={display.src}
          title={`Document: ${title}`}
          className="block h-[28rem] w-full border-0 bg-slate-100 sm:h-[40rem]"
        />
      ) : null}
    </Card>
  );
}
