import { createHash } from 'node:crypto';

/*
 * What an audit row keeps of the values it names (docs/decisions/023-audit-trail.md): the
 * changed fields only, small. A long text (an HTML body, a lesson, long notes) is kept as its
 * start, its length and a hash, so the row still tells that it changed and what it began
 * with; a secret (a Zoom link) only as a hash, so a change shows and the value does not.
 */

/** Texts up to this length are kept as they are. */
export const auditTextLimit = 200;
const excerptLength = 80;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export interface LongText {
  excerpt: string;
  length: number;
  sha256: string;
}

/** A text as the trail keeps it: itself when short, else its start, length and hash. */
export function auditText(value: string | null | undefined): string | LongText | null {
  if (value === null || value === undefined) return null;
  if (value.length <= auditTextLimit) return value;
  return { excerpt: `${value.slice(0, excerptLength)}…`, length: value.length, sha256: sha256(value) };
}

/** A value that must not be kept (a meeting link): whether it is set, and a short hash to show a change. */
export function auditSecret(value: string | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  return `redacted:${sha256(value).slice(0, 12)}`;
}

type Values = Record<string, unknown>;

/**
 * The fields that differ between two views of a row, as the trail's before and after (the
 * same keys on both sides); null when nothing changed (nothing is recorded then).
 */
export function changedFields<T extends Values>(
  before: T,
  after: T,
): { before: Partial<T>; after: Partial<T> } | null {
  const changedBefore: Partial<T> = {};
  const changedAfter: Partial<T> = {};
  let changed = false;
  for (const key of Object.keys(after) as Array<keyof T>) {
    if (JSON.stringify(before[key] ?? null) === JSON.stringify(after[key] ?? null)) continue;
    changedBefore[key] = (before[key] ?? null) as T[keyof T];
    changedAfter[key] = (after[key] ?? null) as T[keyof T];
    changed = true;
  }
  return changed ? { before: changedBefore, after: changedAfter } : null;
}
