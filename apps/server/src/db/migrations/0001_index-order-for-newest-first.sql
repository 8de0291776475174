DROP INDEX "article_comments_article_id_created_at_idx";--> statement-breakpoint
DROP INDEX "articles_published_at_idx";--> statement-breakpoint
DROP INDEX "articles_featured_published_at_idx";--> statement-breakpoint
DROP INDEX "articles_created_at_idx";--> statement-breakpoint
DROP INDEX "support_requests_user_id_created_at_idx";--> statement-breakpoint
DROP INDEX "support_requests_status_created_at_idx";--> statement-breakpoint
CREATE INDEX "article_comments_article_id_created_at_idx" ON "article_comments" USING btree ("article_id","created_at");--> statement-breakpoint
CREATE INDEX "articles_published_at_idx" ON "articles" USING btree ("published_at") WHERE "articles"."is_published";--> statement-breakpoint
CREATE INDEX "articles_featured_published_at_idx" ON "articles" USING btree ("published_at") WHERE "articles"."is_published" and "articles"."is_featured";--> statement-breakpoint
CREATE INDEX "articles_created_at_idx" ON "articles" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "support_requests_user_id_created_at_idx" ON "support_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "support_requests_status_created_at_idx" ON "support_requests" USING btree ("status","created_at");