-- Issue 54 (decision 055): the @mentioned people of each post and reply, and the hidden ones found fast.
ALTER TABLE "community_posts" ADD COLUMN "mention_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "community_replies" ADD COLUMN "mention_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
CREATE INDEX "community_posts_hidden_at_idx" ON "community_posts" USING btree ("hidden_at") WHERE "community_posts"."hidden_at" is not null;--> statement-breakpoint
CREATE INDEX "community_replies_hidden_at_idx" ON "community_replies" USING btree ("hidden_at") WHERE "community_replies"."hidden_at" is not null;--> statement-breakpoint
-- A post's reply count leaves its hidden replies out (issue 54, decision 055): moderation now
-- moves it when it hides or restores a reply; the replies hidden before are taken out here.
UPDATE "community_posts" p SET "reply_count" = c.n
  FROM (SELECT p2.id, (SELECT count(*)::int FROM "community_replies" r WHERE r.post_id = p2.id AND r.hidden_at IS NULL) AS n
          FROM "community_posts" p2
         WHERE EXISTS (SELECT 1 FROM "community_replies" r WHERE r.post_id = p2.id AND r.hidden_at IS NOT NULL)) c
 WHERE p.id = c.id AND p.reply_count <> c.n;
