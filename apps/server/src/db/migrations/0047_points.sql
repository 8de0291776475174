CREATE TABLE "engagement_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"action_points" jsonb DEFAULT '{"lesson.complete":10,"quiz.pass":20,"pillar.complete":100,"event.attend":10,"post.start":2,"post.reply":1,"answer.marked":15,"like.received":1}'::jsonb NOT NULL,
	"level_thresholds" jsonb DEFAULT '[0,20,60,150,300,600,1000,1600,2500,4000]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "engagement_settings_single_row_check" CHECK ("engagement_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "member_points" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"level" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_points_level_check" CHECK ("member_points"."level" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "points_daily" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"bucket" text NOT NULL,
	"points" integer NOT NULL,
	"last_grant" integer NOT NULL,
	CONSTRAINT "points_daily_pkey" PRIMARY KEY("user_id","day","bucket"),
	CONSTRAINT "points_daily_bucket_check" CHECK ("points_daily"."bucket" in ('posts', 'likes'))
);
--> statement-breakpoint
CREATE TABLE "points_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"action" text NOT NULL,
	"thing_id" uuid NOT NULL,
	"from_user_id" uuid DEFAULT '00000000-0000-0000-0000-000000000000'::uuid NOT NULL,
	"points" integer NOT NULL,
	"earned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"taken_back_at" timestamp with time zone,
	CONSTRAINT "points_ledger_action_check" CHECK ("points_ledger"."action" in ('lesson.complete', 'quiz.pass', 'pillar.complete', 'event.attend', 'post.start', 'post.reply', 'answer.marked', 'like.received')),
	CONSTRAINT "points_ledger_points_check" CHECK ("points_ledger"."points" >= 0)
);
--> statement-breakpoint
ALTER TABLE "member_points" ADD CONSTRAINT "member_points_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_daily" ADD CONSTRAINT "points_daily_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_points_total_idx" ON "member_points" USING btree ("total" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_once_idx" ON "points_ledger" USING btree ("user_id","action","thing_id","from_user_id");--> statement-breakpoint
CREATE INDEX "points_ledger_user_id_earned_at_idx" ON "points_ledger" USING btree ("user_id","earned_at");--> statement-breakpoint
CREATE INDEX "points_ledger_earned_at_idx" ON "points_ledger" USING btree ("earned_at");--> statement-breakpoint
CREATE INDEX "points_ledger_thing_id_idx" ON "points_ledger" USING btree ("thing_id");
--> statement-breakpoint
INSERT INTO "engagement_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;

--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_one_points_recalculation_idx" ON "jobs" USING btree ("name") WHERE "jobs"."name" = 'engagement.recalculate' and "jobs"."status" in ('pending', 'running');--> statement-breakpoint
-- A person's total row bumps their member counter (migration 0006), so Home's points panel,
-- held in the member cache, is read again after every change (a like received included).
CREATE TRIGGER "member_points_insert_bump_member" AFTER INSERT ON "member_points"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_member_versions"();--> statement-breakpoint
CREATE TRIGGER "member_points_update_bump_member" AFTER UPDATE ON "member_points"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_member_versions"();--> statement-breakpoint
CREATE TRIGGER "member_points_delete_bump_member" AFTER DELETE ON "member_points"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_member_versions"();--> statement-breakpoint
CREATE TRIGGER "member_points_truncate_bump_member" AFTER TRUNCATE ON "member_points"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_all_member_versions"();
