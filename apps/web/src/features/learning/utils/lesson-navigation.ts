/** The lesson viewer's rules (spec 01 section 4), free of React so they are unit tested. */

interface LessonState {
  id: string;
  isCompleted: boolean;
  /** A lesson with a quiz is completed by passing it, never by the button (issue 57). */
  quiz?: unknown;
}

/**
 * Which lesson the viewer opens: the one in the URL, else the first unfinished one (where
 * the member left off), else the first. -1 when there are no lessons.
 */
export function selectedLessonIndex(
  lessons: readonly LessonState[],
  requestedLessonId: string | null,
): number {
  if (lessons.length === 0) return -1;
  const requested = requestedLessonId ? lessons.findIndex((lesson) => lesson.id === requestedLessonId) : -1;
  if (requested !== -1) return requested;
  const firstUnfinished = lessons.findIndex((lesson) => !lesson.isCompleted);
  return firstUnfinished === -1 ? 0 : firstUnfinished;
}

export interface PrimaryAction {
  /** null: no button (the last lesson, whose quiz completes it). */
  label: 'Mark as Completed' | 'Next' | null;
  /** Whether pressing it marks the lesson complete. */
  marksComplete: boolean;
  /** Where the viewer goes next; null stays on this lesson. */
  nextLessonId: string | null;
}

/**
 * The panel's main button: marking complete moves on to the next lesson, except on the
 * last, where the button always marks complete; a completed lesson's button reads 'Next'
 * and only moves on.
 */
export function primaryActionFor(lessons: readonly LessonState[], index: number): PrimaryAction {
  const lesson = lessons[index];
  const next = lessons[index + 1];
  if (lesson?.quiz) {
    return next
      ? { label: 'Next', marksComplete: false, nextLessonId: next.id }
      : { label: null, marksComplete: false, nextLessonId: null };
  }
  if (!next) return { label: 'Mark as Completed', marksComplete: true, nextLessonId: null };
  if (lesson?.isCompleted) return { label: 'Next', marksComplete: false, nextLessonId: next.id };
  return { label: 'Mark as Completed', marksComplete: true, nextLessonId: next.id };
}
