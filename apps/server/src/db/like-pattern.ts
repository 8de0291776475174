/**
 * A LIKE / ILIKE pattern that finds `text` anywhere, its wildcards (`%`, `_`) and the escape
 * character taken literally: a search for "100%" finds "100%", not everything.
 */
export const containsPattern = (text: string): string =>
  `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
