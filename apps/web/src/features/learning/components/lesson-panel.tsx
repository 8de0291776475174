import { learningMessages } from '@pillars/shared/learning/messages';
import type { LessonDetail } from '@pillars/shared/learning/schemas';
import { BookmarkIcon, ChevronLeftIcon, ChevronRightIcon, CircleCheckIcon } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Button } from '@/components/button';
import { FallbackImage } from '@/components/fallback-image';
import { RichText } from '@/components/rich-text';
import { cn } from '@/lib/cn';
import type { PrimaryAction } from '../utils/lesson-navigation';
import { AssignmentNote } from './assignment-note';
import { LessonNotes } from './lesson-notes';
import { StarRating } from './star-rating';

/** Height of the sticky app header, plus a little air. */
const stickyHeaderOffset = 80;

/**
 * One lesson: title, bookmark, image, content, rating (while bookmarked) and notes (always:
 * notes need no bookmark, issue 54), Previous and the main button. Mount one per lesson (a
 * `key`): its state starts afresh.
 */
export function LessonPanel({
  lesson,
  position,
  total,
  primaryAction,
  hasMovedHere,
  isCompleting,
  isBookmarkBusy,
  onPrevious,
  onPrimary,
  onToggleBookmark,
  onRate,
  onSaveNotes,
  quiz,
}: {
  lesson: LessonDetail;
  /** 1-based. */
  position: number;
  total: number;
  primaryAction: PrimaryAction;
  /** The member moved here from another lesson: bring the new one into view and focus. */
  hasMovedHere: boolean;
  isCompleting: boolean;
  isBookmarkBusy: boolean;
  onPrevious: () => void;
  onPrimary: () => void;
  onToggleBookmark: () => void;
  onRate: (rating: number) => void;
  onSaveNotes: (notes: string) => Promise<unknown>;
  /** The lesson's quiz, under its content (issue 57). */
  quiz?: ReactNode;
}) {
  const headingId = useId();
  const notesHeadingId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isBookmarked = lesson.bookmark !== null;

  useEffect(() => {
    if (!hasMovedHere) return;
    headingRef.current?.focus({ preventScroll: true });
    const top = panelRef.current?.getBoundingClientRect().top ?? 0;
    if (top < stickyHeaderOffset) panelRef.current?.scrollIntoView({ block: 'start' });
  }, [hasMovedHere]);

  return (
    <article
      ref={panelRef}
      aria-labelledby={headingId}
      className="scroll-mt-20 overflow-hidden rounded-card border border-slate-200 bg-white shadow-sm"
    >
      {/* Title and Bookmark share a row at every width (the button is an icon on phones), so
          the lesson's text starts in the first screen. */}
      <header className="flex items-start justify-between gap-3 border-b border-slate-100 p-4 sm:gap-4 sm:p-6">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wider text-slate-500 uppercase">
            Lesson {position} of {total}
          </p>
          <h2
            ref={headingRef}
            id={headingId}
            tabIndex={-1}
            className="mt-1 text-lg leading-tight font-bold tracking-tight text-slate-900 outline-none sm:text-2xl"
          >
            {lesson.title}
          </h2>
          {lesson.assignment ? (
            <AssignmentNote assignment={lesson.assignment} hasPlanLink={false} className="mt-2 w-fit py-1" />
          ) : null}
          {lesson.isCompleted ? (
            <p className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-accent-50 px-2.5 py-0.5 text-xs font-semibold text-accent-700">
              <CircleCheckIcon className="size-3.5" aria-hidden />
              Completed
            </p>
          ) : null}
        </div>
        <Button
          variant={isBookmarked ? 'secondary' : 'outline'}
          aria-pressed={isBookmarked}
          aria-disabled={isBookmarkBusy}
          onClick={() => {
            // Not `disabled`: the button keeps keyboard focus while the change is saved.
            if (!isBookmarkBusy) onToggleBookmark();
          }}
          // An icon on phones: its name stays 'Bookmark' (the label is only visually hidden).
          className="max-sm:size-10 max-sm:px-0"
        >
          <BookmarkIcon className={cn(isBookmarked && 'fill-current')} aria-hidden />
          <span className="max-sm:sr-only">Bookmark</span>
        </Button>
      </header>

      <div className="flex flex-col gap-4 p-4 sm:gap-6 sm:p-6">
        {lesson.imageUrl ? (
          <FallbackImage
            src={lesson.imageUrl}
            alt={lesson.title}
            // The lesson's picture is the first screen's largest element: fetched at once.
            loading="eager"
            fetchPriority="high"
            // Wider than tall on phones, so the text below it starts in the first screen.
            className="aspect-2/1 w-full rounded-lg object-cover sm:aspect-video"
          />
        ) : null}
        <RichText html={lesson.content} className="max-w-3xl" />
      </div>
      {quiz}

      <section
        aria-labelledby={notesHeadingId}
        className="flex flex-col gap-5 border-t border-slate-100 bg-slate-50/70 p-5 sm:p-6"
      >
        <div className="flex flex-col gap-1">
          <h3 id={notesHeadingId} className="text-base font-semibold text-slate-900">
            Notes & Rating
          </h3>
          <p className="text-sm text-slate-500">Only you can see your notes and rating.</p>
        </div>
        <div className="flex flex-col gap-1.5">
          <p className="text-sm font-medium text-slate-700" aria-hidden>
            Your Rating
          </p>
          <StarRating value={lesson.bookmark?.rating ?? 0} onChange={onRate} isDisabled={!isBookmarked} />
          {isBookmarked ? null : (
            <p className="flex items-start gap-2 text-sm text-slate-600">
              <BookmarkIcon className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden />
              {learningMessages.bookmarkRequired}
            </p>
          )}
        </div>
        <LessonNotes initialNotes={lesson.notes} onSave={onSaveNotes} />
      </section>

      <footer className="flex items-center justify-between gap-3 border-t border-slate-100 p-5 sm:p-6">
        <Button variant="outline" onClick={onPrevious} disabled={position === 1}>
          <ChevronLeftIcon aria-hidden />
          Previous
        </Button>
        {primaryAction.label === null ? null : (
          <Button onClick={onPrimary} aria-disabled={isCompleting}>
            {primaryAction.label === 'Next' ? (
              <>
                Next
                <ChevronRightIcon aria-hidden />
              </>
            ) : (
              <>
                <CircleCheckIcon aria-hidden />
                Mark as Completed
              </>
            )}
          </Button>
        )}
      </footer>
    </article>
  );
}
