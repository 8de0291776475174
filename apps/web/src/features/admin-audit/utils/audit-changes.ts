/** One changed field of an audit row: its name and its value before and after, as text. */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

/** Shown for a value the row does not have (a field added, removed, or no before at all). */
export const noValue = '—';

/** Longer values are cut here (the full record is behind the row's disclosure). */
const maxValueLength = 120;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as one short line: text as it is, anything else as JSON. */
export function valueText(value: unknown): string {
  if (value === undefined || value === null) return noValue;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > maxValueLength ? `${text.slice(0, maxValueLength - 1)}…` : text;
}

/** How a reader who does not read codes sees a field and its values (shared/audit/labels.ts). */
export interface ChangeWords {
  fieldLabel: (field: string) => string;
  valueOf: (field: string, value: unknown) => unknown;
}

/**
 * What an audit row changed, field by field ("field: old -> new"): the fields of `before`
 * and `after` whose values differ, in the order the row has them (after's first). A value
 * that is not an object (a list, a number) is one change named `value`. With `words`, each
 * field by its name in words and each coded value in words (an agent's trail).
 */
export function fieldChangesOf(before: unknown, after: unknown, words?: ChangeWords): FieldChange[] {
  if (before == null && after == null) return [];
  const isBeforeRecord = before == null || isRecord(before);
  const isAfterRecord = after == null || isRecord(after);
  if (!isBeforeRecord || !isAfterRecord) {
    return JSON.stringify(before) === JSON.stringify(after)
      ? []
      : [{ field: 'value', before: valueText(before), after: valueText(after) }];
  }
  const old = (before ?? {}) as Record<string, unknown>;
  const next = (after ?? {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(next), ...Object.keys(old)])];
  return fields
    .filter((field) => JSON.stringify(old[field]) !== JSON.stringify(next[field]))
    .map((field) =>
      words
        ? {
            field: words.fieldLabel(field),
            before: valueText(words.valueOf(field, old[field])),
            after: valueText(words.valueOf(field, next[field])),
          }
        : { field, before: valueText(old[field]), after: valueText(next[field]) },
    );
}

/** Who made the change: their name or e-mail as recorded, or the system (no person: a job, a payment provider). */
export function actorNameOf(actor: { id: string | null; name: string | null; email: string | null }) {
  return actor.name ?? actor.email ?? (actor.id === null ? 'System' : 'Deleted account');
}
