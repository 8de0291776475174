/*
 * The next step after a lesson (issue 43): one rule for the lesson viewer's end of a lesson
 * and for Home's "continue". Lessons in order within their key element, key elements in
 * order within their pillar, pillars in display order.
 */

export interface OutlineLesson {
  id: string;
  title: string;
}
export interface OutlineKeyElement {
  id: string;
  slug: string;
  title: string;
  lessons: readonly OutlineLesson[];
}
export interface OutlinePillar {
  id: string;
  slug: string;
  title: string;
  color: string;
  keyElements: readonly OutlineKeyElement[];
}

export interface StepPlace {
  pillar: OutlinePillar;
  keyElement: OutlineKeyElement;
  lesson: OutlineLesson;
}

/**
 * - `lesson`: the next unfinished lesson of the same key element;
 * - `keyElement`: this key element is done, the next unfinished one of the same pillar;
 * - `pillarDone`: the whole pillar is done (its certificate), and the next pillar the member
 *   has not finished (null when every pillar is done).
 */
export type NextStep =
  | ({ kind: 'lesson' } & StepPlace)
  | ({ kind: 'keyElement' } & StepPlace)
  | { kind: 'pillarDone'; pillar: OutlinePillar; next: StepPlace | null };

/** Items after `index` first, then those before it: "the next one", wrapping round. */
function fromAfter<T>(items: readonly T[], index: number): T[] {
  return [...items.slice(index + 1), ...items.slice(0, Math.max(index, 0))];
}

function firstUnfinished(
  pillar: OutlinePillar,
  keyElements: readonly OutlineKeyElement[],
  isDone: (lessonId: string) => boolean,
): StepPlace | null {
  for (const keyElement of keyElements) {
    const lesson = keyElement.lessons.find((candidate) => !isDone(candidate.id));
    if (lesson) return { pillar, keyElement, lesson };
  }
  return null;
}

/**
 * What comes after `lessonId`, counting it as done (the member has just finished it or is
 * leaving it): `isCompleted` says which other lessons the member has completed. Null when
 * the lesson is not in the outline.
 */
export function nextStepAfter(
  pillars: readonly OutlinePillar[],
  lessonId: string,
  isCompleted: (lessonId: string) => boolean,
): NextStep | null {
  const isDone = (id: string) => id === lessonId || isCompleted(id);
  for (const [pillarIndex, pillar] of pillars.entries()) {
    for (const [elementIndex, keyElement] of pillar.keyElements.entries()) {
      const lessonIndex = keyElement.lessons.findIndex((lesson) => lesson.id === lessonId);
      if (lessonIndex === -1) continue;
      const lesson = fromAfter(keyElement.lessons, lessonIndex).find((candidate) => !isDone(candidate.id));
      if (lesson) return { kind: 'lesson', pillar, keyElement, lesson };
      const nextElement = firstUnfinished(pillar, fromAfter(pillar.keyElements, elementIndex), isDone);
      if (nextElement) return { kind: 'keyElement', ...nextElement };
      let next: StepPlace | null = null;
      for (const other of fromAfter(pillars, pillarIndex)) {
        next = firstUnfinished(other, other.keyElements, isDone);
        if (next) break;
      }
      return { kind: 'pillarDone', pillar, next };
    }
  }
  return null;
}
