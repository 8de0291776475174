import type { NotificationKind, NotificationPreferences } from '@pillars/shared/accounts/schemas';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { SqlRow } from '../../db/row-types.ts';
import type { notificationPreferences } from '../../db/schema/index.ts';
import type { DatabaseContext } from '../../lib/service-context.ts';

/*
 * Which e-mails an account gets (Settings > Notifications; `notification_preferences`, no
 * row = every kind on). Every sender of an optional e-mail asks here: team replies
 * (support), event and call reminders (reminders job), the agents' weekly digest
 * (analytics/weekly-digest.ts), learning plans (learning-plans/plan-notifications.ts).
 */

const preferenceColumns: Record<NotificationKind, string> = {
  teamReplies: 'team_replies',
  eventReminders: 'event_reminders',
  callReminders: 'call_reminders',
  weeklyDigest: 'weekly_digest',
  learningPlan: 'learning_plan',
  communityReplies: 'community_replies',
  certificates: 'certificates',
  announcements: 'announcements',
};

/**
 * Whether an account wants a kind of e-mail: its row's column, or true without a row (the
 * default). `userIdColumn` is a SQL expression for the recipient (`p.id`), so a reader can
 * add it to its own statement rather than run one per recipient.
 */
export function wantsMailSql(kind: NotificationKind, userIdColumn: SQL) {
  return sql`coalesce((select np.${sql.raw(preferenceColumns[kind])} from notification_preferences np
                        where np.user_id = ${userIdColumn}), true)`;
}

export async function wantsMail(
  ctx: DatabaseContext,
  { userId, kind }: { userId: string; kind: NotificationKind },
): Promise<boolean> {
  const [row] = await queryRows<{ wants: boolean }>(
    ctx.db,
    sql`select ${wantsMailSql(kind, sql`${userId}::uuid`)} as wants`,
  );
  return row?.wants ?? true;
}

export async function readPreferences(
  ctx: DatabaseContext,
  { userId }: { userId: string },
): Promise<NotificationPreferences> {
  const [row] = await queryRows<
    Pick<
      SqlRow<typeof notificationPreferences>,
      | 'team_replies'
      | 'event_reminders'
      | 'call_reminders'
      | 'weekly_digest'
      | 'learning_plan'
      | 'community_replies'
      | 'certificates'
      | 'announcements'
    >
  >(
    ctx.db,
    sql`select team_replies, event_reminders, call_reminders, weekly_digest, learning_plan, community_replies, certificates, announcements
          from notification_preferences where user_id = ${userId}`,
  );
  return {
    teamReplies: row?.team_replies ?? true,
    eventReminders: row?.event_reminders ?? true,
    callReminders: row?.call_reminders ?? true,
    weeklyDigest: row?.weekly_digest ?? true,
    learningPlan: row?.learning_plan ?? true,
    communityReplies: row?.community_replies ?? true,
    certificates: row?.certificates ?? true,
    announcements: row?.announcements ?? true,
  };
}
