/**
 * A LIKE / ILIKE pattern that finds `text` anywhere, its wildcards (`%`, `_`) and the escape
 * character taken literally: a search for "100%" finds "100%", not everything.
 */
export const containsPattern = (text: string): string =>
  `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** A LIKE pattern that finds what starts with `text` (its wildcards taken literally); a btree on the column serves it. */
export const startsWithPattern = (text: string): string =>
  `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
