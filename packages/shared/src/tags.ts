/**
 * Adds a tag the way a tag field does (an event's tags, a directory listing's services):
 * trimmed, ignored when empty or already there (any case).
 */
export function addTag(tags: readonly string[], candidate: string): string[] {
  const tag = candidate.trim();
  if (!tag) return [...tags];
  const lower = tag.toLocaleLowerCase();
  if (tags.some((existing) => existing.toLocaleLowerCase() === lower)) return [...tags];
  return [...tags, tag];
}
