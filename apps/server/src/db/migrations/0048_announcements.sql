CREATE TABLE "announcement_deliveries" (
	"announcement_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"email_outcome" text,
	"unsubscribe_token" text NOT NULL,
	"mail_outbox_id" uuid,
	"delivered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dismissed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "announcement_deliveries_announcement_id_user_id_pk" PRIMARY KEY("announcement_id","user_id"),
	CONSTRAINT "announcement_deliveries_email_outcome_check" CHECK ("announcement_deliveries"."email_outcome" in ('queued', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"body_html" text NOT NULL,
	"audience" jsonb NOT NULL,
	"channels" text[] NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"audience_size" integer,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcements_status_check" CHECK ("announcements"."status" in ('scheduled', 'sending', 'sent')),
	CONSTRAINT "announcements_title_check" CHECK (char_length("announcements"."title") between 1 and 200),
	CONSTRAINT "announcements_channels_check" CHECK ("announcements"."channels" <@ array['banner', 'bell', 'email']::text[] and cardinality("announcements"."channels") > 0)
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "announcements" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "announcement_deliveries" ADD CONSTRAINT "announcement_deliveries_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_deliveries" ADD CONSTRAINT "announcement_deliveries_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_deliveries" ADD CONSTRAINT "announcement_deliveries_mail_outbox_id_mail_outbox_id_fk" FOREIGN KEY ("mail_outbox_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "announcement_deliveries_unsubscribe_token_key" ON "announcement_deliveries" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE INDEX "announcement_deliveries_user_id_idx" ON "announcement_deliveries" USING btree ("user_id","delivered_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "announcements_send_at_idx" ON "announcements" USING btree ("send_at" DESC NULLS LAST);--> statement-breakpoint
-- A person's deliveries are their own rows (Home's banner reads them through
-- lib/member-cache.ts, key 'announcement-banner'): every write bumps their counter, as
-- notifications do (migration 0035), so a new announcement or a dismissal is seen by the
-- person's next request on every instance.
CREATE TRIGGER "announcement_deliveries_insert_bump_member" AFTER INSERT ON "announcement_deliveries"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_member_versions"();--> statement-breakpoint
CREATE TRIGGER "announcement_deliveries_update_bump_member" AFTER UPDATE ON "announcement_deliveries"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_member_versions"();--> statement-breakpoint
CREATE TRIGGER "announcement_deliveries_delete_bump_member" AFTER DELETE ON "announcement_deliveries"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_member_versions"();--> statement-breakpoint
CREATE TRIGGER "announcement_deliveries_truncate_bump_member" AFTER TRUNCATE ON "announcement_deliveries"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_all_member_versions"();--> statement-breakpoint
-- The content cache's 'announcements' scope: the banners' titles and texts, the same for
-- everyone they were sent to, loaded again after any write to the announcements.
INSERT INTO "content_versions" ("scope", "version") VALUES ('announcements', 0) ON CONFLICT ("scope") DO NOTHING;--> statement-breakpoint
CREATE TRIGGER "announcements_bump_announcements" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "announcements"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('announcements');
