import { postRateLimit } from '@pillars/shared/messages/messages';
import { messagesMessages } from '@pillars/shared/messages/schemas';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ServiceContext, ViewerContext } from '../../lib/service-context.ts';

/*
 * What the chat and the tickets share about a post: the member's posting limit, and the
 * e-mail a team reply sends.
 */

/**
 * Counts a member's post (chat message, ticket, ticket reply) in a fixed window shared by
 * every instance (the auth_rate_limits table, one atomic upsert) and refuses it past the
 * limit with 429.
 */
export async function limitPosting(ctx: ViewerContext): Promise<void> {
  const { max, windowSeconds } = postRateLimit;
  const [row] = await queryRows<{ count: number }>(
    ctx.db,
    sql`insert into auth_rate_limits (key, count, window_started_at) values (${`post:${ctx.viewer.userId}`}, 1, now())
        on conflict (key) do update set
          count = case when auth_rate_limits.window_started_at < now() - make_interval(secs => ${windowSeconds})
                       then 1 else auth_rate_limits.count + 1 end,
          window_started_at = case when auth_rate_limits.window_started_at < now() - make_interval(secs => ${windowSeconds})
                       then now() else auth_rate_limits.window_started_at end
        returning count`,
  );
  if (Number(row?.count ?? 0) > max) throw new AppError('RATE_LIMITED', messagesMessages.rateLimited);
}

/** The e-mail a team reply sends (through the job queue and the outbox), with a link back. */
export function teamReplyMail(
  ctx: ServiceContext,
  { to, about, path, text }: { to: string; about: string; path: string; text: string },
) {
  const link = new URL(path, ctx.appUrl).toString();
  return {
    to,
    subject: `New reply from the Pillars team: ${about}`,
    text: `The Pillars team replied to you:\n\n${text}\n\nRead and answer it here: ${link}\n`,
  };
}
