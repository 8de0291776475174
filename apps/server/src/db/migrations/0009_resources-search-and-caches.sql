DROP INDEX "articles_published_at_idx";--> statement-breakpoint
CREATE INDEX "articles_published_at_id_idx" ON "articles" USING btree ("published_at","id") WHERE "articles"."is_published";--> statement-breakpoint
CREATE INDEX "articles_content_type_published_at_id_idx" ON "articles" USING btree ("content_type","published_at","id") WHERE "articles"."is_published";--> statement-breakpoint
-- hand-written below
-- The resources search vector (title A, subtitle B, body C) and its GIN index exist since
-- migration 0000. Here: the caches of the resources and gurus screens.
-- Categories, topics and their mappings are part of the article data held in memory
-- (lib/content-cache.ts, scope 'articles'); gurus, their specialties and links have their
-- own scope, and the links also change which articles a guru filter shows.
INSERT INTO "content_versions" ("scope", "version") VALUES ('gurus', 0), ('article_activity', 0) ON CONFLICT ("scope") DO NOTHING;--> statement-breakpoint
-- An article page's likes count and comments are the same for every member too: held in
-- memory until the next like, unlike or comment anywhere (scope 'article_activity'), or a
-- change of a commenter's name or photo.
CREATE TRIGGER "article_likes_bump_article_activity" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "article_likes"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('article_activity');--> statement-breakpoint
CREATE TRIGGER "article_comments_bump_article_activity" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "article_comments"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('article_activity');--> statement-breakpoint
CREATE TRIGGER "profiles_bump_article_activity" AFTER UPDATE OF "first_name", "last_name", "avatar_url" OR DELETE OR TRUNCATE ON "profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('article_activity');--> statement-breakpoint
CREATE TRIGGER "article_categories_bump_articles" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "article_categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('articles');--> statement-breakpoint
CREATE TRIGGER "article_topics_bump_articles" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "article_topics"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('articles');--> statement-breakpoint
CREATE TRIGGER "article_category_mappings_bump_articles" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "article_category_mappings"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('articles');--> statement-breakpoint
CREATE TRIGGER "article_topic_mappings_bump_articles" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "article_topic_mappings"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('articles');--> statement-breakpoint
CREATE TRIGGER "gurus_bump_gurus" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "gurus"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('gurus');--> statement-breakpoint
CREATE TRIGGER "guru_specialties_bump_gurus" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "guru_specialties"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('gurus');--> statement-breakpoint
CREATE TRIGGER "guru_content_bump_gurus" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "guru_content"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('gurus');--> statement-breakpoint
-- An article page names its guru.
CREATE TRIGGER "gurus_bump_articles" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "gurus"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('articles');--> statement-breakpoint
CREATE TRIGGER "guru_content_bump_articles" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "guru_content"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('articles');--> statement-breakpoint
-- A guru's published articles are on its profile: an article write changes the gurus' pages.
CREATE TRIGGER "articles_bump_gurus" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "articles"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('gurus');--> statement-breakpoint
-- A member's likes and bookmarks are their own rows (lib/member-cache.ts, migration 0006).
CREATE TRIGGER "article_likes_insert_bump_member" AFTER INSERT ON "article_likes"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_member_versions"();--> statement-breakpoint
CREATE TRIGGER "article_likes_update_bump_member" AFTER UPDATE ON "article_likes"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_member_versions"();--> statement-breakpoint
CREATE TRIGGER "article_likes_delete_bump_member" AFTER DELETE ON "article_likes"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_member_versions"();--> statement-breakpoint
CREATE TRIGGER "article_likes_truncate_bump_member" AFTER TRUNCATE ON "article_likes"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_all_member_versions"();--> statement-breakpoint
CREATE TRIGGER "article_bookmarks_insert_bump_member" AFTER INSERT ON "article_bookmarks"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_member_versions"();--> statement-breakpoint
CREATE TRIGGER "article_bookmarks_update_bump_member" AFTER UPDATE ON "article_bookmarks"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_member_versions"();--> statement-breakpoint
CREATE TRIGGER "article_bookmarks_delete_bump_member" AFTER DELETE ON "article_bookmarks"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_member_versions"();--> statement-breakpoint
CREATE TRIGGER "article_bookmarks_truncate_bump_member" AFTER TRUNCATE ON "article_bookmarks"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_all_member_versions"();
