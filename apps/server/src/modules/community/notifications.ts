import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { SqlRow } from '../../db/row-types.ts';
import type { user } from '../../db/schema/index.ts';
import { type NotificationInput, notifyEach } from '../../lib/notifications.ts';
import { personHasAccessSql } from '../../lib/organization-access.ts';
import type { ViewerContext } from '../../lib/service-context.ts';

/*
 * Who hears of a new reply or post (issue 42, decision 055): the discussion's followers (its
 * author and repliers by default, and whoever pressed Follow) and the people @mentioned
 * who can see the thread (a member with access; for an agents-only article's discussion,
 * agents and staff). Each gets one stored notification (the bell, live to them at commit),
 * and an e-mail when their "Community replies" preference is on. One statement finds them,
 * one stores them, in the write's own transaction.
 */

type Recipient = Pick<SqlRow<typeof user>, 'email'> & {
  user_id: string;
  why: 'mention' | 'reply';
  wants_mail: boolean;
  place_name: string;
  writer_name: string;
};

const excerpt = (text: string) => (text.length > 200 ? `${text.slice(0, 199)}…` : text);

/** Called inside the write's transaction: `ctx.db` is that transaction. */
export async function notifyCommunityWrite(
  ctx: ViewerContext,
  input: { postId: string; replyId: string | null; body: string; mentionIds: readonly string[] },
): Promise<number> {
  const tx = ctx.db;
  const mentionIds = [...new Set(input.mentionIds)].filter((id) => id !== ctx.viewer.userId);
  const recipients = await queryRows<Recipient>(
    tx,
    sql`with post as (
          select p.id, a.visibility_scope, coalesce(p.title, l.title, a.title, c.name) as place_name
            from community_posts p
            left join community_categories c on c.id = p.category_id
            left join lessons l on l.id = p.lesson_id
            left join articles a on a.id = p.article_id
           where p.id = ${input.postId}
        ), mentioned as (
          select pr.id as user_id, 'mention' as why
            from profiles pr, post
           where pr.id = any(${`{${mentionIds.join(',')}}`}::uuid[])
             and (post.visibility_scope is distinct from 'agents_only' or pr.role in ('agent', 'support', 'superadmin'))
             and ${personHasAccessSql('pr')}
        ), followers as (
          select f.user_id, 'reply' as why from community_follows f
           where f.post_id = ${input.postId} and ${input.replyId !== null}
        )
        select distinct on (r.user_id) r.user_id, r.why, u.email,
               coalesce(np.community_replies, true) as wants_mail, post.place_name,
               (select btrim(w.first_name || ' ' || w.last_name) from profiles w where w.id = ${ctx.viewer.userId}) as writer_name
          from (select * from mentioned union all select * from followers) r
          join "user" u on u.id = r.user_id
          left join notification_preferences np on np.user_id = r.user_id
          cross join post
         where r.user_id <> ${ctx.viewer.userId}
         order by r.user_id, r.why`,
  );
  if (recipients.length === 0) return 0;
  const href = `/community/posts/${input.postId}`;
  const subjectOf = (recipient: Recipient) =>
    recipient.why === 'mention'
      ? `${recipient.writer_name} mentioned you in “${recipient.place_name}”`
      : `${recipient.writer_name} replied in “${recipient.place_name}”`;
  const inputs: NotificationInput[] = recipients.map((recipient) => ({
    userId: recipient.user_id,
    kind: recipient.why === 'mention' ? 'community.mention' : 'community.reply',
    title: subjectOf(recipient),
    body: excerpt(input.body),
    href,
    dedupeKey: `community:${input.replyId ?? input.postId}`,
  }));
  const stored = await notifyEach(tx, inputs);
  const link = new URL(href, ctx.appUrl).toString();
  for (const [index, recipient] of recipients.entries()) {
    const notice = inputs[index]!;
    if (!recipient.wants_mail || !stored.has(`${notice.userId}:${notice.dedupeKey}`)) continue;
    await ctx.mailer.send(
      {
        to: recipient.email,
        subject: subjectOf(recipient),
        text: [
          `${subjectOf(recipient)}:`,
          '',
          excerpt(input.body),
          '',
          `Open the discussion: ${link}`,
          '',
          `You get this e-mail because Community reply e-mails are on in your Pillars settings: ${new URL('/settings', ctx.appUrl).toString()}`,
        ].join('\n'),
      },
      tx,
    );
  }
  return stored.size;
}
