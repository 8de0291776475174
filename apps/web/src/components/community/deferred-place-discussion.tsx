import { lazy, type RefObject, Suspense, useEffect, useRef, useState } from 'react';
import { SkeletonList } from '@/components/skeleton';
import { usePageSettled } from '@/lib/page-load';
import type { DiscussionPlace } from './api';

/*
 * The discussion under a lesson or an article loads when the member scrolls near it, once
 * the page has settled (lib/page-load.ts), instead of with the page. Its composer is a form
 * (zod, react-hook-form: the `forms` chunk), and the lesson viewer is one of the member's
 * first screens, whose scripts the server sends with the page (decision 047). Imported
 * statically, the discussion pulled the forms into the `ui` chunk that every member page
 * waits for (29 KB brotli became 82 KB); loaded as the page rendered, its code and first
 * render (about 1 s of a phone's main thread in Lighthouse's mobile run) held the lesson's
 * picture from the screen and kept the page busy while the member starts reading.
 */
const PlaceDiscussionNow = lazy(async () => ({
  default: (await import('./place-discussion')).PlaceDiscussion,
}));

/** How far below the screen the discussion starts loading: about a phone screen of scrolling. */
const loadAhead = '800px';

/** Whether `element` has come within `loadAhead` of the screen (once true, it stays true). */
function useNearScreen(element: RefObject<HTMLElement | null>): boolean {
  const [isNear, setIsNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (isNear || !target) return;
    if (!('IntersectionObserver' in window)) {
      setIsNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: `${loadAhead} 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, isNear]);
  return isNear;
}

/** A lesson's or an article's discussion (place-discussion.tsx), loaded near the screen. */
export function PlaceDiscussion({ place }: { place: DiscussionPlace }) {
  const placeholder = useRef<HTMLDivElement>(null);
  const isSettled = usePageSettled();
  const isNear = useNearScreen(placeholder);
  if (!isNear) {
    // Its room on the page (no jump when it arrives); nothing is loading yet.
    return <div ref={placeholder} className="min-h-40" data-discussion-placeholder />;
  }
  const loading = <SkeletonList label="Loading the discussion..." count={2} rowClassName="h-20 rounded-xl" />;
  if (!isSettled) return loading;
  return (
    <Suspense fallback={loading}>
      <PlaceDiscussionNow place={place} />
    </Suspense>
  );
}

/** The discussion under a lesson (the lesson viewer places it under the lesson's content). */
export function LessonDiscussion({ lessonId }: { lessonId: string }) {
  return <PlaceDiscussion place={{ kind: 'lesson', id: lessonId }} />;
}
