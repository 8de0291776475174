CREATE TABLE "learning_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"content_kind" text NOT NULL,
	"pillar_id" uuid,
	"key_element_id" uuid,
	"lesson_id" uuid,
	"content_title" text NOT NULL,
	"due_date" date,
	"note" text DEFAULT '' NOT NULL,
	"assigned_by" uuid,
	"team_plan_id" uuid,
	"everyone" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_assignments_content_kind_check" CHECK ("learning_assignments"."content_kind" in ('pillar', 'key_element', 'lesson')),
	CONSTRAINT "learning_assignments_note_check" CHECK (char_length("learning_assignments"."note") <= 500)
);
--> statement-breakpoint
CREATE TABLE "learning_team_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"content_kind" text NOT NULL,
	"pillar_id" uuid,
	"key_element_id" uuid,
	"lesson_id" uuid,
	"due_date" date,
	"note" text DEFAULT '' NOT NULL,
	"assigned_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_team_plans_content_kind_check" CHECK ("learning_team_plans"."content_kind" in ('pillar', 'key_element', 'lesson'))
);
--> statement-breakpoint
ALTER TABLE "learning_assignments" ADD CONSTRAINT "learning_assignments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_assignments" ADD CONSTRAINT "learning_assignments_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_assignments" ADD CONSTRAINT "learning_assignments_pillar_id_pillars_id_fk" FOREIGN KEY ("pillar_id") REFERENCES "public"."pillars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_assignments" ADD CONSTRAINT "learning_assignments_key_element_id_key_elements_id_fk" FOREIGN KEY ("key_element_id") REFERENCES "public"."key_elements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_assignments" ADD CONSTRAINT "learning_assignments_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_assignments" ADD CONSTRAINT "learning_assignments_assigned_by_user_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_assignments" ADD CONSTRAINT "learning_assignments_team_plan_id_learning_team_plans_id_fk" FOREIGN KEY ("team_plan_id") REFERENCES "public"."learning_team_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_team_plans" ADD CONSTRAINT "learning_team_plans_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_team_plans" ADD CONSTRAINT "learning_team_plans_pillar_id_pillars_id_fk" FOREIGN KEY ("pillar_id") REFERENCES "public"."pillars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_team_plans" ADD CONSTRAINT "learning_team_plans_key_element_id_key_elements_id_fk" FOREIGN KEY ("key_element_id") REFERENCES "public"."key_elements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_team_plans" ADD CONSTRAINT "learning_team_plans_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_team_plans" ADD CONSTRAINT "learning_team_plans_assigned_by_user_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "learning_assignments_organization_id_due_date_idx" ON "learning_assignments" USING btree ("organization_id","due_date");--> statement-breakpoint
CREATE INDEX "learning_assignments_user_id_idx" ON "learning_assignments" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "learning_assignments_user_id_pillar_id_key" ON "learning_assignments" USING btree ("user_id","pillar_id") WHERE "learning_assignments"."pillar_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "learning_assignments_user_id_key_element_id_key" ON "learning_assignments" USING btree ("user_id","key_element_id") WHERE "learning_assignments"."key_element_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "learning_assignments_user_id_lesson_id_key" ON "learning_assignments" USING btree ("user_id","lesson_id") WHERE "learning_assignments"."lesson_id" is not null;--> statement-breakpoint
CREATE INDEX "learning_assignments_team_plan_id_idx" ON "learning_assignments" USING btree ("team_plan_id");--> statement-breakpoint
CREATE INDEX "learning_team_plans_organization_id_idx" ON "learning_team_plans" USING btree ("organization_id");
--> statement-breakpoint
-- A member's assignments are their own rows (Home and /my-plan read them through
-- lib/member-cache.ts): every write bumps the assignee's counter, as lesson progress does
-- (migrations 0006 and 0014), so no write path can forget to invalidate.
CREATE TRIGGER "learning_assignments_insert_bump_member" AFTER INSERT ON "learning_assignments"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_member_versions"();--> statement-breakpoint
CREATE TRIGGER "learning_assignments_update_bump_member" AFTER UPDATE ON "learning_assignments"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_member_versions"();--> statement-breakpoint
CREATE TRIGGER "learning_assignments_delete_bump_member" AFTER DELETE ON "learning_assignments"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_member_versions"();--> statement-breakpoint
CREATE TRIGGER "learning_assignments_truncate_bump_member" AFTER TRUNCATE ON "learning_assignments"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_all_member_versions"();
