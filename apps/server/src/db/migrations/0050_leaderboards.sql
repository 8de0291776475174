-- Issue 59: the level badge beside names. The Community's pages and the member directory's
-- answers are kept in memory per audience (decision 058) and now show each writer's level
-- (member_points.level), so a change of level moves the content cache's 'community' and
-- 'directory' counters (lib/content-cache.ts). Only a level's change does: points earned
-- without a new level (most writes to member_points) leave the cached pages alone.
CREATE FUNCTION "bump_content_versions_on_level"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "changed" boolean;
  "each_scope" text;
  "new_version" bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT EXISTS (SELECT 1 FROM "new_rows" WHERE "level" <> 1) INTO "changed";
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT EXISTS (SELECT 1 FROM "new_rows" n JOIN "old_rows" o ON o."user_id" = n."user_id"
                    WHERE o."level" <> n."level") INTO "changed";
  ELSIF TG_OP = 'DELETE' THEN
    SELECT EXISTS (SELECT 1 FROM "old_rows" WHERE "level" <> 1) INTO "changed";
  ELSE
    "changed" := true;
  END IF;
  IF "changed" THEN
    FOREACH "each_scope" IN ARRAY TG_ARGV LOOP
      INSERT INTO "content_versions" ("scope", "version") VALUES ("each_scope", 1)
        ON CONFLICT ("scope") DO UPDATE SET "version" = "content_versions"."version" + 1
        RETURNING "version" INTO "new_version";
      PERFORM pg_notify('content_versions', json_build_object("each_scope", "new_version")::text);
    END LOOP;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "member_points_insert_bump_levels" AFTER INSERT ON "member_points"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_versions_on_level"('community', 'directory');--> statement-breakpoint
CREATE TRIGGER "member_points_update_bump_levels" AFTER UPDATE ON "member_points"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_versions_on_level"('community', 'directory');--> statement-breakpoint
CREATE TRIGGER "member_points_delete_bump_levels" AFTER DELETE ON "member_points"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_versions_on_level"('community', 'directory');--> statement-breakpoint
CREATE TRIGGER "member_points_truncate_bump_levels" AFTER TRUNCATE ON "member_points"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_versions_on_level"('community', 'directory');
