CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"href" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"seq" bigint DEFAULT nextval('support_event_seq') NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notifications_title_check" CHECK (char_length("notifications"."title") between 1 and 200),
	CONSTRAINT "notifications_body_check" CHECK (char_length("notifications"."body") <= 500),
	CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" ~ '^[a-z_]+\.[a-z_]+$')
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_id_dedupe_key_key" ON "notifications" USING btree ("user_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "notifications_user_id_created_at_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_seq_idx" ON "notifications" USING btree ("seq");--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "learning_plan" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
-- A person's notifications are their own rows (the bell reads them through
-- lib/member-cache.ts, key 'notifications'): every write bumps their counter, as messages
-- and learning assignments do (migrations 0010, 0014, 0034), so storing one or marking it
-- read is seen by the person's next request on every instance.
CREATE TRIGGER "notifications_insert_bump_member" AFTER INSERT ON "notifications"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_member_versions"();--> statement-breakpoint
CREATE TRIGGER "notifications_update_bump_member" AFTER UPDATE ON "notifications"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_member_versions"();--> statement-breakpoint
CREATE TRIGGER "notifications_delete_bump_member" AFTER DELETE ON "notifications"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_member_versions"();--> statement-breakpoint
CREATE TRIGGER "notifications_truncate_bump_member" AFTER TRUNCATE ON "notifications"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_all_member_versions"();
--> statement-breakpoint
-- The plans page holds an organization's assignments in memory beside the team analytics
-- (content scope 'analytics', migration 0026): a write to the assignments loads them again.
CREATE TRIGGER "learning_assignments_bump_analytics" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "learning_assignments"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('analytics');
