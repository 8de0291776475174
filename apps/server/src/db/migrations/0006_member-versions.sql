CREATE TABLE "member_versions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Every write to a member's own rows adds one to that member's counter (lib/member-cache.ts),
-- once per statement and member. The counter row stays locked until the writer commits, so
-- a reader sees the new counter and the new rows at the same moment. Members are bumped in
-- id order, so two writers touching the same members cannot deadlock.
-- PostgreSQL allows one event per trigger with transition tables: the function serves the
-- three, and reads only the transition tables its event has.
CREATE FUNCTION "bump_member_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "member_versions" ("user_id", "version")
      SELECT DISTINCT "user_id", 1 FROM "new_rows" ORDER BY "user_id"
      ON CONFLICT ("user_id") DO UPDATE SET "version" = "member_versions"."version" + 1;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "member_versions" ("user_id", "version")
      SELECT DISTINCT "user_id", 1 FROM "old_rows" ORDER BY "user_id"
      ON CONFLICT ("user_id") DO UPDATE SET "version" = "member_versions"."version" + 1;
  ELSE
    INSERT INTO "member_versions" ("user_id", "version")
      SELECT "user_id", 1 FROM (SELECT "user_id" FROM "old_rows" UNION SELECT "user_id" FROM "new_rows") "touched"
      ORDER BY "user_id"
      ON CONFLICT ("user_id") DO UPDATE SET "version" = "member_versions"."version" + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- TRUNCATE has no transition table: it bumps every member.
CREATE FUNCTION "bump_all_member_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "member_versions" SET "version" = "version" + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "user_lesson_progress_insert_bump_member" AFTER INSERT ON "user_lesson_progress"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_member_versions"();--> statement-breakpoint
CREATE TRIGGER "user_lesson_progress_update_bump_member" AFTER UPDATE ON "user_lesson_progress"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_member_versions"();--> statement-breakpoint
CREATE TRIGGER "user_lesson_progress_delete_bump_member" AFTER DELETE ON "user_lesson_progress"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_member_versions"();--> statement-breakpoint
CREATE TRIGGER "user_lesson_progress_truncate_bump_member" AFTER TRUNCATE ON "user_lesson_progress"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_all_member_versions"();--> statement-breakpoint
CREATE TRIGGER "user_lesson_bookmarks_insert_bump_member" AFTER INSERT ON "user_lesson_bookmarks"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_member_versions"();--> statement-breakpoint
CREATE TRIGGER "user_lesson_bookmarks_update_bump_member" AFTER UPDATE ON "user_lesson_bookmarks"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_member_versions"();--> statement-breakpoint
CREATE TRIGGER "user_lesson_bookmarks_delete_bump_member" AFTER DELETE ON "user_lesson_bookmarks"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_member_versions"();--> statement-breakpoint
CREATE TRIGGER "user_lesson_bookmarks_truncate_bump_member" AFTER TRUNCATE ON "user_lesson_bookmarks"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_all_member_versions"();
