CREATE INDEX "articles_is_published_created_at_idx" ON "articles" USING btree ("is_published","created_at");--> statement-breakpoint
CREATE INDEX "articles_is_featured_created_at_idx" ON "articles" USING btree ("is_featured","created_at");--> statement-breakpoint
CREATE INDEX "articles_content_type_created_at_idx" ON "articles" USING btree ("content_type","created_at");--> statement-breakpoint
CREATE INDEX "articles_title_idx" ON "articles" USING btree ("title");--> statement-breakpoint
CREATE INDEX "articles_published_at_asc_idx" ON "articles" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "articles_published_at_desc_idx" ON "articles" USING btree ("published_at" DESC NULLS LAST);