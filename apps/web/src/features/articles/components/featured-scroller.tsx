import type { ArticleCard as ArticleCardData } from '@pillars/shared/articles/schemas';
import { nextScrollLeft, scrollButtons } from '@pillars/shared/learning/scroller';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { ArticleCard } from '@/components/article-card';
import { Button } from '@/components/button';

type ButtonsState = ReturnType<typeof scrollButtons>;

/**
 * Featured articles in a horizontal scroller (spec 01 sections 2 and 9): the left and
 * right buttons move 300 px per click and are disabled at the ends. Touch and trackpad
 * scroll it too, and Tab walks through the cards.
 */
export function FeaturedScroller({
  articles,
  heading,
  action,
}: {
  articles: ArticleCardData[];
  heading: string;
  /** Beside the buttons: 'View All', for instance. */
  action?: ReactNode;
}) {
  const headingId = useId();
  const trackRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [buttons, setButtons] = useState<ButtonsState>({ canScrollLeft: false, canScrollRight: false });
  // Where a smooth scroll is heading: a click during the animation steps on from there.
  const targetRef = useRef<number | null>(null);

  useEffect(() => {
    const track = trackRef.current;
    const list = listRef.current;
    if (!track || !list) return;
    const update = () => {
      if (targetRef.current !== null && Math.abs(track.scrollLeft - targetRef.current) < 1) {
        targetRef.current = null;
      }
      const next = scrollButtons(track);
      setButtons((current) =>
        current.canScrollLeft === next.canScrollLeft && current.canScrollRight === next.canScrollRight
          ? current
          : next,
      );
    };
    // The member took over (or the scroll ended short): step on from where the track is.
    const forgetTarget = () => {
      targetRef.current = null;
    };
    // No first `update()` here: reading the track's widths now would force the browser to lay
    // out the new page inside this task. The observer's first report comes after layout.
    track.addEventListener('scroll', update, { passive: true });
    track.addEventListener('scrollend', forgetTarget);
    track.addEventListener('wheel', forgetTarget, { passive: true });
    track.addEventListener('touchstart', forgetTarget, { passive: true });
    // The track's width (window) and the cards' total width (images, more cards) both matter;
    // observing reports both sizes once at the start.
    const observer = new ResizeObserver(update);
    observer.observe(track);
    observer.observe(list);
    return () => {
      track.removeEventListener('scroll', update);
      track.removeEventListener('scrollend', forgetTarget);
      track.removeEventListener('wheel', forgetTarget);
      track.removeEventListener('touchstart', forgetTarget);
      observer.disconnect();
    };
  }, []);

  const scroll = (direction: -1 | 1) => {
    const track = trackRef.current;
    if (!track) return;
    const isReducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const from = targetRef.current ?? track.scrollLeft;
    const left = nextScrollLeft(
      { scrollLeft: from, scrollWidth: track.scrollWidth, clientWidth: track.clientWidth },
      direction,
    );
    targetRef.current = isReducedMotion ? null : left;
    track.scrollTo({ left, behavior: isReducedMotion ? 'auto' : 'smooth' });
  };

  return (
    <section aria-labelledby={headingId}>
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold tracking-tight text-slate-900 sm:text-xl">
          {heading}
        </h2>
        <div className="flex shrink-0 items-center gap-2">
          {action}
          <Button
            variant="outline"
            size="icon"
            className="size-9 rounded-full"
            aria-label="Scroll left"
            aria-controls={`${headingId}-track`}
            disabled={!buttons.canScrollLeft}
            onClick={() => scroll(-1)}
          >
            <ChevronLeftIcon aria-hidden />
          </Button>
          <Button
            variant="outline"
            size="icon"
            className="size-9 rounded-full"
            aria-label="Scroll right"
            aria-controls={`${headingId}-track`}
            disabled={!buttons.canScrollRight}
            onClick={() => scroll(1)}
          >
            <ChevronRightIcon aria-hidden />
          </Button>
        </div>
      </div>
      <div
        ref={trackRef}
        id={`${headingId}-track`}
        className="overflow-x-auto pb-2 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        <ul ref={listRef} className="flex w-max gap-4 p-1">
          {articles.map((article) => (
            <li key={article.id} className="w-64 shrink-0 sm:w-72">
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
