/*
 * Answers shared by many requests: an object a service keeps in memory (lib/content-cache.ts)
 * and returns as it is to every member who asks the same thing, such as the first page of
 * the resources list. Its JSON never changes while it lives, so the response serialiser
 * writes it once and sends the same text again (plugins/response-serializer.ts): for a list
 * of a few dozen cards, serialising was most of what a warm request cost (issue 21).
 *
 * A shared answer is frozen, deeply, when it is marked: a later change to it would be sent
 * to no one (the text is already written), so it throws instead (modules are strict mode).
 */
const sharedAnswers = new WeakSet<object>();

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
}

/** Marks `answer` as the same for every request that gets it; returns it frozen. */
export function shareAnswer<T extends object>(answer: T): T {
  deepFreeze(answer);
  sharedAnswers.add(answer);
  return answer;
}

export const isSharedAnswer = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && sharedAnswers.has(value);
