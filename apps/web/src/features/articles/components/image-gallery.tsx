import { useId } from 'react';
import { FallbackImage } from '@/components/fallback-image';

/** The article's content images (content_images), a grid of pictures that open full size. */
export function ImageGallery({ images, title }: { images: readonly string[]; title: string }) {
  const headingId = useId();
  if (images.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Gallery
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {images.map((image, index) => (
          <li key={image}>
            <a
              href={image}
              target="_blank"
              rel="noopener noreferrer"
              className="block overflow-hidden rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2"
            >
              <FallbackImage
                src={image}
                alt={`${title}: image ${index + 1} of ${images.length}`}
                className="aspect-4/3 w-full object-cover transition-transform hover:scale-105 motion-reduce:transition-none"
              />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
