import { DownloadIcon, FileTextIcon, VideoOffIcon } from 'lucide-react';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { captionsUrlFor, toVideoEmbed } from '@/lib/video-embed';
import { toDocumentDisplay } from '../utils/article-content';

/** A video resource: the YouTube or Vimeo player (privacy-friendly embed), or a <video> for a file. */
export function ArticleVideo({ videoUrl, title }: { videoUrl: string; title: string }) {
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
    <div className="relative aspect-video w-full overflow-hidden rounded-card bg-black shadow-sm">
      {embed.kind === 'file' ? (
        <video src={embed.src} controls playsInline preload="metadata" className="absolute inset-0 size-full">
          <track kind="captions" src={captionsUrlFor(embed.src)} srcLang="en" label="English" />
        </video>
      ) : (
        <iframe
          src={embed.src}
          title={`Video: ${title}`}
          loading="lazy"
          allow="encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="absolute inset-0 size-full border-0"
        />
      )}
    </div>
  );
}

/**
 * A document or presentation: a PDF in the browser's viewer inside the page, with a
 * download link; any other file only as a download.
 */
export function ArticleDocument({ documentUrl, title }: { documentUrl: string; title: string }) {
  const display = toDocumentDisplay(documentUrl);
  if (!display) return null;
  const download = (
    <Button asChild variant="outline">
      <a href={display.src} download={display.fileName} target="_blank" rel="noopener noreferrer">
        <DownloadIcon aria-hidden />
        Download {display.kind === 'pdf' ? 'PDF' : 'file'}
        <span className="sr-only"> ({display.fileName})</span>
      </a>
    </Button>
  );
  return (
    <Card className="overflow-hidden">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 p-4">
        <p className="flex min-w-0 items-center gap-2 text-sm font-medium text-slate-800">
          <FileTextIcon className="size-5 shrink-0 text-accent-700" aria-hidden />
          <span className="truncate">{display.fileName}</span>
        </p>
        {download}
      </div>
      {display.kind === 'pdf' ? (
        <iframe
          src={display.src}
          title={`Document: ${title}`}
          loading="lazy"
          className="block h-[28rem] w-full border-0 bg-slate-100 sm:h-[40rem]"
        />
      ) : null}
    </Card>
  );
}
