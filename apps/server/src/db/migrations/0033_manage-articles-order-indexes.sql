DROP INDEX "articles_created_at_idx";--> statement-breakpoint
DROP INDEX "articles_is_published_created_at_idx";--> statement-breakpoint
DROP INDEX "articles_is_featured_created_at_idx";--> statement-breakpoint
DROP INDEX "articles_content_type_created_at_idx";--> statement-breakpoint
DROP INDEX "articles_title_idx";--> statement-breakpoint
DROP INDEX "articles_published_at_asc_idx";--> statement-breakpoint
DROP INDEX "articles_published_at_desc_idx";--> statement-breakpoint
CREATE INDEX "articles_created_at_id_idx" ON "articles" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "articles_is_published_created_at_id_idx" ON "articles" USING btree ("is_published","created_at","id");--> statement-breakpoint
CREATE INDEX "articles_is_featured_created_at_id_idx" ON "articles" USING btree ("is_featured","created_at","id");--> statement-breakpoint
CREATE INDEX "articles_content_type_created_at_id_idx" ON "articles" USING btree ("content_type","created_at","id");--> statement-breakpoint
CREATE INDEX "articles_title_id_idx" ON "articles" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "articles_published_at_asc_id_idx" ON "articles" USING btree ("published_at","id");--> statement-breakpoint
CREATE INDEX "articles_published_at_desc_id_idx" ON "articles" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST);