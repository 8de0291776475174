import {
  type AccountSession,
  type AccountSettings,
  accountMessages,
  canonicalTimeZone,
  type NotificationPreferences,
  type UpdateTimeZoneBody,
} from '@pillars/shared/accounts/schemas';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { SqlRow } from '../../db/row-types.ts';
import type { session } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { DatabaseContext, ViewerContext } from '../../lib/service-context.ts';
import { describeUserAgent } from '../../lib/user-agent.ts';
import { readPreferences } from './notification-preferences.ts';

/*
 * Settings (spec 01 avatar menu): the account's sessions, which e-mails it gets, and the
 * time zone it reads times in. Password changes and session ends are better-auth's
 * (sign-in-service.ts calls its API); the lists and preferences are read here.
 */

type SessionRow = Pick<
  SqlRow<typeof session>,
  'id' | 'token' | 'user_agent' | 'ip_address' | 'created_at' | 'updated_at'
>;

/** The account's live sessions, the current one first, then the most recently used. */
export async function listAccountSessions(
  ctx: DatabaseContext,
  { userId, currentToken }: { userId: string; currentToken: string | null },
): Promise<AccountSession[]> {
  const rows = await queryRows<SessionRow>(
    ctx.db,
    sql`select id, token, user_agent, ip_address, created_at, updated_at
          from session
         where user_id = ${userId} and expires_at > now()
         order by updated_at desc, id`,
  );
  const sessions = rows.map((row) => ({
    id: row.id,
    device: describeUserAgent(row.user_agent),
    ipAddress: row.ip_address,
    createdAt: new Date(row.created_at).toISOString(),
    lastUsedAt: new Date(row.updated_at).toISOString(),
    isCurrent: row.token === currentToken,
  }));
  return [
    ...sessions.filter((session) => session.isCurrent),
    ...sessions.filter((session) => !session.isCurrent),
  ];
}

/** The token of one of the viewer's own live sessions (never another account's): for better-auth's revoke. */
export async function findOwnSessionToken(
  ctx: ViewerContext,
  { sessionId }: { sessionId: string },
): Promise<string> {
  const [row] = await queryRows<{ token: string }>(
    ctx.db,
    sql`select token from session where id = ${sessionId} and user_id = ${ctx.viewer.userId} and expires_at > now()`,
  );
  if (!row) throw new AppError('NOT_FOUND', accountMessages.sessionNotFound);
  return row.token;
}

export async function getAccountSettings(
  ctx: ViewerContext,
  { sessionToken }: { sessionToken: string | null },
): Promise<AccountSettings> {
  const [sessions, notifications] = await Promise.all([
    listAccountSessions(ctx, { userId: ctx.viewer.userId, currentToken: sessionToken }),
    readPreferences(ctx, { userId: ctx.viewer.userId }),
  ]);
  return { sessions, notifications, timeZone: ctx.account?.profile.timeZone ?? 'UTC' };
}

export async function updateNotificationPreferences(
  ctx: ViewerContext,
  body: NotificationPreferences,
): Promise<NotificationPreferences> {
  await ctx.db.execute(
    sql`insert into notification_preferences
          (user_id, team_replies, event_reminders, call_reminders, weekly_digest, learning_plan, community_replies,
           certificates, announcements, updated_at)
        values (${ctx.viewer.userId}, ${body.teamReplies}, ${body.eventReminders}, ${body.callReminders},
                ${body.weeklyDigest}, ${body.learningPlan}, ${body.communityReplies}, ${body.certificates},
                ${body.announcements}, now())
        on conflict (user_id) do update
          set team_replies = excluded.team_replies, event_reminders = excluded.event_reminders,
              call_reminders = excluded.call_reminders, weekly_digest = excluded.weekly_digest,
              learning_plan = excluded.learning_plan, community_replies = excluded.community_replies,
              certificates = excluded.certificates, announcements = excluded.announcements, updated_at = now()`,
  );
  return readPreferences(ctx, { userId: ctx.viewer.userId });
}

export async function updateTimeZone(
  ctx: ViewerContext,
  body: UpdateTimeZoneBody,
): Promise<{ timeZone: string }> {
  // Stored as the runtime spells the zone ('europe/paris' -> 'Europe/Paris').
  const timeZone = canonicalTimeZone(body.timeZone) ?? body.timeZone;
  await ctx.db.execute(sql`update profiles set time_zone = ${timeZone} where id = ${ctx.viewer.userId}`);
  return { timeZone };
}
