ALTER TABLE "jobs" ADD COLUMN "progress" jsonb;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "result" jsonb;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "articles_bubble_id_key" ON "articles" USING btree (("metadata" ->> 'bubble_id')) WHERE "articles"."metadata" ->> 'bubble_id' is not null;--> statement-breakpoint
CREATE INDEX "jobs_name_created_at_idx" ON "jobs" USING btree ("name","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_one_bubble_import_idx" ON "jobs" USING btree ("name") WHERE "jobs"."name" = 'imports.bubble' and "jobs"."status" in ('pending', 'running');