CREATE TABLE "ask_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"pillar_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ask_passages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source_type" text NOT NULL,
	"source_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"heading" text NOT NULL,
	"content" text NOT NULL,
	"content_hash" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "ask_passages"."heading"), 'A') || setweight(to_tsvector('english', "ask_passages"."content"), 'B')) STORED,
	"embedding" real[],
	"embedding_model" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ask_passages_source_position_key" UNIQUE("source_type","source_id","position"),
	CONSTRAINT "ask_passages_source_type_check" CHECK ("ask_passages"."source_type" in ('article', 'lesson', 'faq'))
);
--> statement-breakpoint
CREATE TABLE "ask_turns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"question" text NOT NULL,
	"answer" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rating" smallint,
	"rating_comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ask_turns_status_check" CHECK ("ask_turns"."status" in ('answered', 'no_answer', 'passages', 'failed')),
	CONSTRAINT "ask_turns_rating_check" CHECK ("ask_turns"."rating" in (-1, 1))
);
--> statement-breakpoint
CREATE TABLE "ask_usage_months" (
	"month" date NOT NULL,
	"kind" text NOT NULL,
	"prompt_tokens" integer DEFAULT 0 NOT NULL,
	"completion_tokens" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ask_usage_months_month_kind_pk" PRIMARY KEY("month","kind"),
	CONSTRAINT "ask_usage_months_kind_check" CHECK ("ask_usage_months"."kind" in ('chat', 'embedding'))
);
--> statement-breakpoint
ALTER TABLE "ask_conversations" ADD CONSTRAINT "ask_conversations_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ask_turns" ADD CONSTRAINT "ask_turns_conversation_id_ask_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."ask_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ask_conversations_user_id_updated_at_idx" ON "ask_conversations" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "ask_conversations_updated_at_idx" ON "ask_conversations" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "ask_passages_search_vector_idx" ON "ask_passages" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "ask_turns_conversation_id_created_at_idx" ON "ask_turns" USING btree ("conversation_id","created_at");