-- A member's own marks in the Community (the posts and replies they like, the posts they
-- follow) are held in memory per member (lib/member-cache.ts), so a thread read takes no
-- statement of its own when warm (decision 058): every write to them adds one to the
-- member's counter, as the learning progress and bookmarks do (migrations 0006 and 0014:
-- the same functions, so the embedded database is told of each counter at commit too).
CREATE TRIGGER "community_likes_insert_bump_member" AFTER INSERT ON "community_likes"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_member_versions"();--> statement-breakpoint
CREATE TRIGGER "community_likes_update_bump_member" AFTER UPDATE ON "community_likes"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_member_versions"();--> statement-breakpoint
CREATE TRIGGER "community_likes_delete_bump_member" AFTER DELETE ON "community_likes"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_member_versions"();--> statement-breakpoint
CREATE TRIGGER "community_likes_truncate_bump_member" AFTER TRUNCATE ON "community_likes"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_all_member_versions"();--> statement-breakpoint
CREATE TRIGGER "community_follows_insert_bump_member" AFTER INSERT ON "community_follows"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_member_versions"();--> statement-breakpoint
CREATE TRIGGER "community_follows_update_bump_member" AFTER UPDATE ON "community_follows"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_member_versions"();--> statement-breakpoint
CREATE TRIGGER "community_follows_delete_bump_member" AFTER DELETE ON "community_follows"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_member_versions"();--> statement-breakpoint
CREATE TRIGGER "community_follows_truncate_bump_member" AFTER TRUNCATE ON "community_follows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_all_member_versions"();
--> statement-breakpoint
-- The content cache's 'directory' scope (lib/content-cache.ts): the member directory's
-- answers (the same for every member) are held in memory and loaded again after any write to
-- what decides who is listed and what their card shows: the directory rows; the person's
-- name, photo, organization and role; the organization's name and free access; its
-- subscriptions (organizationHasAccessSql reads the newest one's status).
INSERT INTO "content_versions" ("scope", "version") VALUES ('directory', 0) ON CONFLICT ("scope") DO NOTHING;--> statement-breakpoint
CREATE TRIGGER "member_directory_profiles_bump_directory" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "member_directory_profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('directory');--> statement-breakpoint
CREATE TRIGGER "profiles_bump_directory" AFTER UPDATE OF "first_name", "last_name", "avatar_url", "organization_id", "role" OR DELETE OR TRUNCATE ON "profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('directory');--> statement-breakpoint
CREATE TRIGGER "organizations_bump_directory" AFTER UPDATE OF "name", "has_free_access" OR DELETE OR TRUNCATE ON "organizations"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('directory');--> statement-breakpoint
CREATE TRIGGER "subscriptions_bump_directory" AFTER INSERT OR UPDATE OF "status", "organization_id", "created_at" OR DELETE OR TRUNCATE ON "subscriptions"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('directory');
