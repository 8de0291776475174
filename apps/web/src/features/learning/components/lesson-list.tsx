import type { LessonDetail } from '@pillars/shared/learning/schemas';
import { BookmarkIcon, CircleCheckIcon } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

/** The key element's lessons in order, with completion marks; each opens in the viewer. */
export function LessonList({
  lessons,
  selectedLessonId,
  hrefFor,
  onNavigate,
}: {
  lessons: LessonDetail[];
  selectedLessonId: string | undefined;
  hrefFor: (lessonId: string) => string;
  onNavigate?: () => void;
}) {
  return (
    <ol className="flex flex-col gap-0.5">
      {lessons.map((lesson, index) => {
        const isSelected = lesson.id === selectedLessonId;
        return (
          <li key={lesson.id}>
            <Link
              to={hrefFor(lesson.id)}
              replace
              preventScrollReset
              onClick={onNavigate}
              aria-current={isSelected ? 'page' : undefined}
              className={cn(
                'flex items-start gap-3 rounded-lg px-3 py-2.5 text-sm transition-colors',
                'outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
                isSelected
                  ? 'bg-brand-50 font-semibold text-brand-800 shadow-[inset_3px_0_0_var(--color-brand-600)]'
                  : 'text-slate-700 hover:bg-slate-50 hover:text-slate-900',
              )}
            >
              {lesson.isCompleted ? (
                <CircleCheckIcon className="mt-px size-5 shrink-0 text-accent-600" aria-hidden />
              ) : (
                <span
                  aria-hidden
                  className={cn(
                    'mt-px flex size-5 shrink-0 items-center justify-center rounded-full border text-[0.6875rem] font-semibold',
                    isSelected ? 'border-brand-600 text-brand-700' : 'border-slate-300 text-slate-500',
                  )}
                >
                  {index + 1}
                </span>
              )}
              <span className="min-w-0 flex-1 leading-5">
                {lesson.title}
                {lesson.isCompleted ? <span className="sr-only"> (completed)</span> : null}
              </span>
              {lesson.bookmark ? (
                <BookmarkIcon
                  className="mt-0.5 size-4 shrink-0 fill-current text-amber-500"
                  aria-label="Bookmarked"
                />
              ) : null}
            </Link>
          </li>
        );
      })}
    </ol>
  );
}
