-- Questions answered by full text alone because their embedding call failed or was slow
-- (issue 55): counted per month on the 'embedding' row, shown on /admin/ask.
ALTER TABLE "ask_usage_months" ADD COLUMN "fallbacks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The content cache's 'ask' scope (lib/content-cache.ts): Ask the Library's full-text index is
-- held in memory (modules/ask/lexical-index.ts) and loaded again after any write to what it
-- reads: the passages (not their embeddings: the backfill embeds without moving the counter),
-- the sources' titles and visibility, and a lesson's key element and pillar (its context, and
-- the pillars' outlines).
INSERT INTO "content_versions" ("scope", "version") VALUES ('ask', 0) ON CONFLICT ("scope") DO NOTHING;--> statement-breakpoint
CREATE TRIGGER "ask_passages_bump_ask" AFTER INSERT OR UPDATE OF "source_type", "source_id", "heading", "content" OR DELETE OR TRUNCATE ON "ask_passages"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('ask');--> statement-breakpoint
CREATE TRIGGER "articles_bump_ask" AFTER INSERT OR UPDATE OF "title", "is_published", "visibility_scope" OR DELETE OR TRUNCATE ON "articles"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('ask');--> statement-breakpoint
CREATE TRIGGER "support_faq_items_bump_ask" AFTER INSERT OR UPDATE OF "question" OR DELETE OR TRUNCATE ON "support_faq_items"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('ask');--> statement-breakpoint
CREATE TRIGGER "lessons_bump_ask" AFTER INSERT OR UPDATE OF "title", "key_element_id", "order_position" OR DELETE OR TRUNCATE ON "lessons"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('ask');--> statement-breakpoint
CREATE TRIGGER "key_elements_bump_ask" AFTER INSERT OR UPDATE OF "title", "description", "pillar_id" OR DELETE OR TRUNCATE ON "key_elements"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('ask');--> statement-breakpoint
CREATE TRIGGER "pillars_bump_ask" AFTER INSERT OR UPDATE OF "title", "description", "slug" OR DELETE OR TRUNCATE ON "pillars"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('ask');
