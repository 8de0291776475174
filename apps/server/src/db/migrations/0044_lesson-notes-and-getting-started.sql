CREATE TABLE "user_lesson_notes" (
	"user_id" uuid NOT NULL,
	"lesson_id" uuid NOT NULL,
	"notes" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_lesson_notes_user_id_lesson_id_pk" PRIMARY KEY("user_id","lesson_id"),
	CONSTRAINT "user_lesson_notes_notes_check" CHECK ("user_lesson_notes"."notes" <> '')
);
--> statement-breakpoint
-- Home's getting-started checklist for new owners (issue 54): when the owner closed it.
ALTER TABLE "profiles" ADD COLUMN "getting_started_dismissed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_lesson_notes" ADD CONSTRAINT "user_lesson_notes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_lesson_notes" ADD CONSTRAINT "user_lesson_notes_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_lesson_notes_lesson_id_idx" ON "user_lesson_notes" USING btree ("lesson_id");--> statement-breakpoint
-- Notes need no bookmark (issue 54): each bookmark's notes move to the new table, kept as
-- they were (their bookmark's last change as their time), before the column goes.
INSERT INTO "user_lesson_notes" ("user_id", "lesson_id", "notes", "updated_at")
  SELECT "user_id", "lesson_id", "notes", "updated_at" FROM "user_lesson_bookmarks" WHERE "notes" <> '';--> statement-breakpoint
ALTER TABLE "user_lesson_bookmarks" DROP COLUMN "notes";--> statement-breakpoint
-- The notes are the member's own rows, held in memory with their progress and bookmarks
-- (lib/member-cache.ts): every write bumps the member's counter, as migration 0006 does for
-- the bookmarks (the same functions, so the embedded database is told at commit too).
CREATE TRIGGER "user_lesson_notes_insert_bump_member" AFTER INSERT ON "user_lesson_notes"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_member_versions"();--> statement-breakpoint
CREATE TRIGGER "user_lesson_notes_update_bump_member" AFTER UPDATE ON "user_lesson_notes"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_member_versions"();--> statement-breakpoint
CREATE TRIGGER "user_lesson_notes_delete_bump_member" AFTER DELETE ON "user_lesson_notes"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_member_versions"();--> statement-breakpoint
CREATE TRIGGER "user_lesson_notes_truncate_bump_member" AFTER TRUNCATE ON "user_lesson_notes"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_all_member_versions"();