import { ImageIcon } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { cn } from '@/lib/cn';

/**
 * A lazily loaded image that turns into a neutral placeholder (a local gradient block)
 * when there is no address or the image cannot be loaded, so a broken link never shows
 * the browser's broken-image icon. `fallback="none"` hides a decorative image instead.
 */
export function FallbackImage({
  src,
  alt,
  className,
  fallback = 'placeholder',
  ...props
}: Omit<ComponentProps<'img'>, 'src' | 'alt'> & {
  src: string | null | undefined;
  /** Empty for decorative images. */
  alt: string;
  fallback?: 'placeholder' | 'none';
}) {
  const [failedSource, setFailedSource] = useState<string | null>(null);
  const isBroken = !src || failedSource === src;

  if (isBroken && fallback === 'none') return null;
  if (isBroken) {
    const placeholderClass = cn(
      'flex items-center justify-center bg-linear-to-br from-slate-100 via-slate-200 to-slate-300 text-slate-400',
      className,
    );
    const icon = <ImageIcon className="size-8" aria-hidden />;
    if (!alt) {
      return (
        <div aria-hidden className={placeholderClass}>
          {icon}
        </div>
      );
    }
    return (
      <div role="img" aria-label={alt} className={placeholderClass}>
        {icon}
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSource(src)}
      className={className}
      {...props}
    />
  );
}
