CREATE TABLE "content_versions" (
	"scope" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "content_versions" ("scope", "version") VALUES ('learning', 0), ('articles', 0);--> statement-breakpoint
-- Every write to a cached scope's tables adds one to the scope's counter (lib/content-cache.ts).
-- Statement-level: a bulk write bumps once. The counter row is locked until the writer
-- commits, so readers see the new counter and the new content at the same moment.
CREATE FUNCTION "bump_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "new_version" bigint;
BEGIN
  INSERT INTO "content_versions" ("scope", "version") VALUES (TG_ARGV[0], 1)
    ON CONFLICT ("scope") DO UPDATE SET "version" = "content_versions"."version" + 1
    RETURNING "version" INTO "new_version";
  -- Delivered at commit. The embedded database listens (in the same process); PostgreSQL
  -- instances read the counters in their session statement instead (lib/content-cache.ts).
  PERFORM pg_notify('content_versions', json_build_object(TG_ARGV[0], "new_version")::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "pillars_bump_learning" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pillars"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('learning');--> statement-breakpoint
CREATE TRIGGER "key_elements_bump_learning" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "key_elements"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('learning');--> statement-breakpoint
CREATE TRIGGER "lessons_bump_learning" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "lessons"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('learning');--> statement-breakpoint
CREATE TRIGGER "articles_bump_articles" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "articles"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('articles');--> statement-breakpoint
-- Article cards show their author's name and photo.
CREATE TRIGGER "profiles_bump_articles" AFTER UPDATE OF "first_name", "last_name", "avatar_url" OR DELETE OR TRUNCATE ON "profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('articles');
--> statement-breakpoint
-- Whatever a signed-in request's account is made of (session, user, profile, organization,
-- subscription) announces its changes at commit: the embedded database's session cache
-- (modules/accounts/session-cache.ts) forgets every session it holds.
CREATE FUNCTION "notify_accounts_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('accounts_changed', TG_TABLE_NAME);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "session_notify_accounts" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "session"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_accounts_changed"();--> statement-breakpoint
CREATE TRIGGER "user_notify_accounts" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_accounts_changed"();--> statement-breakpoint
CREATE TRIGGER "profiles_notify_accounts" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_accounts_changed"();--> statement-breakpoint
CREATE TRIGGER "organizations_notify_accounts" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "organizations"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_accounts_changed"();--> statement-breakpoint
CREATE TRIGGER "subscriptions_notify_accounts" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "subscriptions"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_accounts_changed"();
