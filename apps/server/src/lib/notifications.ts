import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../db/client.ts';
import type { SqlRow } from '../db/row-types.ts';
import type { notifications } from '../db/schema/index.ts';
import { realtimeChannel } from './realtime.ts';

/*
 * The stored in-app notifications (decision 050): what the bell lists beside the unread
 * replies it computes from the chat and the tickets. A domain that tells a person something
 * calls `notify` (in its own transaction when the notification belongs to a write), with a
 * kind `<domain>.<event>`, a title and a plain-text body, the page that opens it, and a
 * `dedupeKey` that says what makes it once for that person (a reminder: the assignment and
 * the day; an assignment: the assignment and when it was made). Storing is
 * `insert ... on conflict do nothing` on (user, key): any number of instances and retries
 * store it once, and the answer says whether this call stored it (so the caller sends its
 * e-mail only then). The person's counter moves by trigger (migration 0035), so the bell's
 * cached rows are read again on their next request; the same statement announces it on the
 * live stream, at commit.
 */

export const notificationTitleLimit = 200;
export const notificationBodyLimit = 500;

export interface NotificationInput {
  userId: string;
  /** `<domain>.<event>`, lowercase with underscores: `learning_plan.assigned`. */
  kind: string;
  title: string;
  /** Plain text (never HTML); shortened to 500 characters. */
  body?: string;
  /** The app's page that opens it (a path, e.g. `/my-plan`). */
  href: string;
  /** Once per person and key: a second call with the same key stores nothing. */
  dedupeKey: string;
}

const clipped = (text: string, limit: number) =>
  text.length > limit ? `${text.slice(0, limit - 1)}…` : text;

type StoredRow = Pick<SqlRow<typeof notifications>, 'id'>;

/** The rows' VALUES list, shared by `notify` and `notifyEach`. */
function valuesOf(inputs: readonly NotificationInput[]): SQL {
  return sql.join(
    inputs.map(
      (input) =>
        sql`(${input.userId}::uuid, ${input.kind}, ${clipped(input.title.trim() || input.kind, notificationTitleLimit)},
             ${clipped(input.body ?? '', notificationBodyLimit)}, ${input.href}, ${input.dedupeKey})`,
    ),
    sql`, `,
  );
}

/**
 * Stores the notifications that are new (by person and key), announces each on the live
 * stream at commit, and answers the stored ones' keys as `${userId}:${dedupeKey}`. One
 * statement whatever the number.
 */
export async function notifyEach(db: Executor, inputs: readonly NotificationInput[]): Promise<Set<string>> {
  if (inputs.length === 0) return new Set();
  const rows = await queryRows<StoredRow & Pick<SqlRow<typeof notifications>, 'user_id' | 'dedupe_key'>>(
    db,
    sql`with stored as (
          insert into notifications (user_id, kind, title, body, href, dedupe_key)
          values ${valuesOf(inputs)}
          on conflict (user_id, dedupe_key) do nothing
          returning id, seq, user_id, kind, title, dedupe_key
        )
        select id, user_id, dedupe_key,
               pg_notify(${realtimeChannel}, json_build_object(
                 't', 'notification', 's', seq, 'm', user_id,
                 'e', json_build_object('type', 'notification', 'seq', seq, 'memberId', user_id,
                        'notification', json_build_object('id', id, 'kind', kind, 'title', title)))::text
               )::text as announced
          from stored`,
  );
  return new Set(rows.map((row) => `${row.user_id}:${row.dedupe_key}`));
}

/** Stores one notification unless the person has one with that key; true when this call stored it. */
export async function notify(db: Executor, input: NotificationInput): Promise<boolean> {
  return (await notifyEach(db, [input])).size > 0;
}
