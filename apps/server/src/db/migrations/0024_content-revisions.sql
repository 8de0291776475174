CREATE TABLE "content_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_type" text NOT NULL,
	"content_id" uuid NOT NULL,
	"source" text NOT NULL,
	"actor_id" uuid,
	"actor_name" text,
	"actor_email" text,
	"snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_revisions_content_type_check" CHECK ("content_revisions"."content_type" in ('article'))
);
--> statement-breakpoint
CREATE INDEX "content_revisions_content_idx" ON "content_revisions" USING btree ("content_type","content_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);