ALTER TABLE "member_directory_profiles" ADD COLUMN "search_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
CREATE INDEX "community_likes_created_at_idx" ON "community_likes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "community_replies_created_at_idx" ON "community_replies" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "member_directory_profiles_search_idx" ON "member_directory_profiles" USING gin ("search_vector") WHERE "member_directory_profiles"."listed";--> statement-breakpoint
CREATE INDEX "member_directory_profiles_services_idx" ON "member_directory_profiles" USING gin ("services") WHERE "member_directory_profiles"."listed";--> statement-breakpoint
CREATE INDEX "member_directory_profiles_country_idx" ON "member_directory_profiles" USING btree ("country") WHERE "member_directory_profiles"."listed";--> statement-breakpoint
CREATE INDEX "member_directory_profiles_size_band_idx" ON "member_directory_profiles" USING btree ("size_band") WHERE "member_directory_profiles"."listed";--> statement-breakpoint
-- The directory's search text (decision 056): the person's name and agency with the public
-- fields, kept on the row by its writes, and refreshed when the name, the organization or
-- the organization's name changes.
CREATE FUNCTION "member_directory_search_vector"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT setweight(to_tsvector('english', coalesce(pr.first_name, '') || ' ' || coalesce(pr.last_name, '')), 'A')
      || setweight(to_tsvector('english', coalesce(o.name, '')), 'A')
      || setweight(to_tsvector('english', NEW.title || ' ' || array_to_string(NEW.services, ' ')), 'B')
      || setweight(to_tsvector('english', NEW.city || ' ' || NEW.country || ' ' || NEW.ask_me_about), 'C')
    INTO NEW.search_vector
    FROM (SELECT NEW.user_id AS user_id) me
    LEFT JOIN "profiles" pr ON pr.id = me.user_id
    LEFT JOIN "organizations" o ON o.id = pr.organization_id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "member_directory_profiles_search_vector" BEFORE INSERT OR UPDATE ON "member_directory_profiles"
  FOR EACH ROW EXECUTE FUNCTION "member_directory_search_vector"();--> statement-breakpoint
CREATE FUNCTION "member_directory_profiles_refresh_person"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "member_directory_profiles" SET "user_id" = "user_id" WHERE "user_id" = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "profiles_refresh_member_directory" AFTER UPDATE OF "first_name", "last_name", "organization_id" ON "profiles"
  FOR EACH ROW EXECUTE FUNCTION "member_directory_profiles_refresh_person"();--> statement-breakpoint
CREATE FUNCTION "member_directory_profiles_refresh_organization"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "member_directory_profiles" d SET "user_id" = d."user_id"
    FROM "profiles" pr WHERE pr.id = d.user_id AND pr.organization_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "organizations_refresh_member_directory" AFTER UPDATE OF "name" ON "organizations"
  FOR EACH ROW EXECUTE FUNCTION "member_directory_profiles_refresh_organization"();
--> statement-breakpoint
-- The content cache's 'community' scope (lib/content-cache.ts): Home's most active
-- discussions, the Community's lists and its threads' pages are held in memory per audience
-- and loaded again after any write to what they show, on any instance (bump_content_version,
-- migration 0005).
INSERT INTO "content_versions" ("scope", "version") VALUES ('community', 0) ON CONFLICT ("scope") DO NOTHING;--> statement-breakpoint
CREATE TRIGGER "community_posts_bump_community" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "community_posts"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('community');--> statement-breakpoint
CREATE TRIGGER "community_replies_bump_community" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "community_replies"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('community');--> statement-breakpoint
CREATE TRIGGER "community_likes_bump_community" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "community_likes"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('community');--> statement-breakpoint
CREATE TRIGGER "community_categories_bump_community" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "community_categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('community');--> statement-breakpoint
CREATE TRIGGER "article_topic_mappings_bump_community" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "article_topic_mappings"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('community');--> statement-breakpoint
CREATE TRIGGER "pillars_bump_community" AFTER UPDATE OF "slug" OR DELETE OR TRUNCATE ON "pillars"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('community');--> statement-breakpoint
CREATE TRIGGER "key_elements_bump_community" AFTER UPDATE OF "slug", "pillar_id" OR DELETE OR TRUNCATE ON "key_elements"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('community');--> statement-breakpoint
CREATE TRIGGER "articles_bump_community" AFTER UPDATE OF "title", "slug", "is_published", "visibility_scope" OR DELETE OR TRUNCATE ON "articles"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('community');--> statement-breakpoint
CREATE TRIGGER "lessons_bump_community" AFTER UPDATE OF "title", "key_element_id" OR DELETE OR TRUNCATE ON "lessons"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('community');--> statement-breakpoint
CREATE TRIGGER "profiles_bump_community" AFTER UPDATE OF "first_name", "last_name", "avatar_url", "organization_id" OR DELETE OR TRUNCATE ON "profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('community');--> statement-breakpoint
CREATE TRIGGER "organizations_bump_community" AFTER UPDATE OF "name" OR DELETE OR TRUNCATE ON "organizations"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('community');
