CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"has_free_access" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organizations_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"avatar_url" text,
	"role" text DEFAULT 'team_member' NOT NULL,
	"is_guru" boolean DEFAULT false NOT NULL,
	"organization_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_email_unique" UNIQUE("email"),
	CONSTRAINT "profiles_role_check" CHECK ("profiles"."role" in ('superadmin', 'agent', 'support', 'team_member'))
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"user_id" uuid,
	"status" text NOT NULL,
	"price_id" text,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"payment_method_brand" text,
	"payment_method_last4" text,
	"provider_customer_id" text,
	"provider_subscription_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_providerSubscriptionId_unique" UNIQUE("provider_subscription_id"),
	CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('active', 'trialing', 'past_due', 'canceled'))
);
--> statement-breakpoint
CREATE TABLE "article_bookmarks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"article_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_bookmarks_article_id_user_id_key" UNIQUE("article_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "article_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	CONSTRAINT "article_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "article_category_mappings" (
	"article_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	CONSTRAINT "article_category_mappings_article_id_category_id_pk" PRIMARY KEY("article_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "article_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"article_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_comments_content_check" CHECK (length(btrim("article_comments"."content")) > 0)
);
--> statement-breakpoint
CREATE TABLE "article_likes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"article_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_likes_article_id_user_id_key" UNIQUE("article_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "article_topic_mappings" (
	"article_id" uuid NOT NULL,
	"topic_id" uuid NOT NULL,
	CONSTRAINT "article_topic_mappings_article_id_topic_id_pk" PRIMARY KEY("article_id","topic_id")
);
--> statement-breakpoint
CREATE TABLE "article_topics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	CONSTRAINT "article_topics_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"slug" text NOT NULL,
	"featured_image_url" text,
	"body" text NOT NULL,
	"pro_tip" text,
	"is_featured" boolean DEFAULT false NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"content_type" text DEFAULT 'post' NOT NULL,
	"visibility_scope" text DEFAULT 'all' NOT NULL,
	"video_url" text,
	"document_url" text,
	"content_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"author_id" uuid,
	"guru_id" uuid,
	"estimated_read_time_minutes" integer,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("articles"."title", '')), 'A') || setweight(to_tsvector('english', coalesce("articles"."subtitle", '')), 'B') || setweight(to_tsvector('english', coalesce("articles"."body", '')), 'C')) STORED,
	CONSTRAINT "articles_slug_unique" UNIQUE("slug"),
	CONSTRAINT "articles_content_type_check" CHECK ("articles"."content_type" in ('post', 'document', 'video', 'presentation')),
	CONSTRAINT "articles_visibility_scope_check" CHECK ("articles"."visibility_scope" in ('all', 'agents_only')),
	CONSTRAINT "articles_estimated_read_time_check" CHECK ("articles"."estimated_read_time_minutes" is null or "articles"."estimated_read_time_minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "account" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" uuid PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" uuid NOT NULL,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" uuid PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"scheduled_date" date NOT NULL,
	"scheduled_time" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"notes" text,
	"phone_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_calls_status_check" CHECK ("scheduled_calls"."status" in ('pending', 'confirmed', 'completed', 'missed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "event_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"registration_date" timestamp with time zone DEFAULT now() NOT NULL,
	"payment_status" text DEFAULT 'none' NOT NULL,
	"payment_details" jsonb,
	CONSTRAINT "event_registrations_event_id_user_id_key" UNIQUE("event_id","user_id"),
	CONSTRAINT "event_registrations_payment_status_check" CHECK ("event_registrations"."payment_status" in ('none', 'pending', 'completed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "event_tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"tag" text NOT NULL,
	CONSTRAINT "event_tags_event_id_tag_key" UNIQUE("event_id","tag")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"date_time" timestamp with time zone NOT NULL,
	"location" text,
	"type" text DEFAULT 'virtual' NOT NULL,
	"zoom_link" text,
	"image_url" text,
	"registration_fee_cents" integer DEFAULT 0 NOT NULL,
	"available_seats" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"host_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_type_check" CHECK ("events"."type" in ('live', 'virtual')),
	CONSTRAINT "events_registration_fee_check" CHECK ("events"."registration_fee_cents" >= 0),
	CONSTRAINT "events_available_seats_check" CHECK ("events"."available_seats" is null or "events"."available_seats" >= 0)
);
--> statement-breakpoint
CREATE TABLE "guru_content" (
	"guru_id" uuid NOT NULL,
	"article_id" uuid NOT NULL,
	CONSTRAINT "guru_content_guru_id_article_id_pk" PRIMARY KEY("guru_id","article_id")
);
--> statement-breakpoint
CREATE TABLE "guru_specialties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"guru_id" uuid NOT NULL,
	"specialty" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gurus" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"business_name" text,
	"description" text,
	"slug" text NOT NULL,
	"image_url" text,
	"cover_url" text,
	"location" text,
	"website_url" text,
	"bio" text,
	"experience_years" integer,
	"clients_count" integer,
	"rating" numeric(2, 1),
	"reviews_count" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gurus_userId_unique" UNIQUE("user_id"),
	CONSTRAINT "gurus_slug_unique" UNIQUE("slug"),
	CONSTRAINT "gurus_rating_check" CHECK ("gurus"."rating" is null or "gurus"."rating" between 0 and 5),
	CONSTRAINT "gurus_experience_years_check" CHECK ("gurus"."experience_years" is null or "gurus"."experience_years" >= 0),
	CONSTRAINT "gurus_clients_count_check" CHECK ("gurus"."clients_count" is null or "gurus"."clients_count" >= 0),
	CONSTRAINT "gurus_reviews_count_check" CHECK ("gurus"."reviews_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "key_elements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pillar_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "key_elements_pillar_id_slug_key" UNIQUE("pillar_id","slug")
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key_element_id" uuid NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"image_url" text,
	"order_position" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lessons_order_position_check" CHECK ("lessons"."order_position" >= 1)
);
--> statement-breakpoint
CREATE TABLE "pillars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"slug" text NOT NULL,
	"color" text DEFAULT '#0F3460' NOT NULL,
	"icon" text DEFAULT 'BookOpen' NOT NULL,
	"overlay_image_url" text,
	"video_url" text,
	"video_title" text,
	"video_duration" text,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pillars_slug_unique" UNIQUE("slug"),
	CONSTRAINT "pillars_display_order_check" CHECK ("pillars"."display_order" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_lesson_bookmarks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"lesson_id" uuid NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"rating" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_lesson_bookmarks_user_id_lesson_id_key" UNIQUE("user_id","lesson_id"),
	CONSTRAINT "user_lesson_bookmarks_rating_check" CHECK ("user_lesson_bookmarks"."rating" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "user_lesson_progress" (
	"user_id" uuid NOT NULL,
	"lesson_id" uuid NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_lesson_progress_user_id_lesson_id_pk" PRIMARY KEY("user_id","lesson_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content" text NOT NULL,
	"user_id" uuid NOT NULL,
	"is_admin_message" boolean DEFAULT false NOT NULL,
	"admin_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_faq_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"order_position" integer NOT NULL,
	CONSTRAINT "support_faq_items_order_position_check" CHECK ("support_faq_items"."order_position" >= 1)
);
--> statement-breakpoint
CREATE TABLE "support_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_requests_status_check" CHECK ("support_requests"."status" in ('open', 'in_progress', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "support_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"support_title" text NOT NULL,
	"support_subtitle" text NOT NULL,
	"faq_title" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_settings_single_row_check" CHECK ("support_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "ticket_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"responder_id" uuid,
	"response_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_id_user_id_fk" FOREIGN KEY ("id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_bookmarks" ADD CONSTRAINT "article_bookmarks_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_bookmarks" ADD CONSTRAINT "article_bookmarks_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_category_mappings" ADD CONSTRAINT "article_category_mappings_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_category_mappings" ADD CONSTRAINT "article_category_mappings_category_id_article_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."article_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_comments" ADD CONSTRAINT "article_comments_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_comments" ADD CONSTRAINT "article_comments_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_likes" ADD CONSTRAINT "article_likes_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_likes" ADD CONSTRAINT "article_likes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_topic_mappings" ADD CONSTRAINT "article_topic_mappings_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_topic_mappings" ADD CONSTRAINT "article_topic_mappings_topic_id_article_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."article_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_guru_id_gurus_id_fk" FOREIGN KEY ("guru_id") REFERENCES "public"."gurus"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_calls" ADD CONSTRAINT "scheduled_calls_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_tags" ADD CONSTRAINT "event_tags_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_host_id_user_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guru_content" ADD CONSTRAINT "guru_content_guru_id_gurus_id_fk" FOREIGN KEY ("guru_id") REFERENCES "public"."gurus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guru_content" ADD CONSTRAINT "guru_content_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guru_specialties" ADD CONSTRAINT "guru_specialties_guru_id_gurus_id_fk" FOREIGN KEY ("guru_id") REFERENCES "public"."gurus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gurus" ADD CONSTRAINT "gurus_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_elements" ADD CONSTRAINT "key_elements_pillar_id_pillars_id_fk" FOREIGN KEY ("pillar_id") REFERENCES "public"."pillars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_key_element_id_key_elements_id_fk" FOREIGN KEY ("key_element_id") REFERENCES "public"."key_elements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_lesson_bookmarks" ADD CONSTRAINT "user_lesson_bookmarks_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_lesson_bookmarks" ADD CONSTRAINT "user_lesson_bookmarks_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_lesson_progress" ADD CONSTRAINT "user_lesson_progress_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_lesson_progress" ADD CONSTRAINT "user_lesson_progress_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_admin_id_user_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_responses" ADD CONSTRAINT "ticket_responses_ticket_id_support_requests_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."support_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_responses" ADD CONSTRAINT "ticket_responses_responder_id_user_id_fk" FOREIGN KEY ("responder_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_to_created_at_idx" ON "mail_outbox" USING btree ("to","created_at");--> statement-breakpoint
CREATE INDEX "profiles_organization_id_idx" ON "profiles" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "subscriptions_organization_id_created_at_idx" ON "subscriptions" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "article_bookmarks_user_id_idx" ON "article_bookmarks" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "article_category_mappings_category_id_idx" ON "article_category_mappings" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "article_comments_article_id_created_at_idx" ON "article_comments" USING btree ("article_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "article_likes_user_id_idx" ON "article_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "article_topic_mappings_topic_id_idx" ON "article_topic_mappings" USING btree ("topic_id");--> statement-breakpoint
CREATE INDEX "articles_published_at_idx" ON "articles" USING btree ("published_at" DESC NULLS LAST) WHERE "articles"."is_published";--> statement-breakpoint
CREATE INDEX "articles_featured_published_at_idx" ON "articles" USING btree ("published_at" DESC NULLS LAST) WHERE "articles"."is_published" and "articles"."is_featured";--> statement-breakpoint
CREATE INDEX "articles_created_at_idx" ON "articles" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_guru_id_idx" ON "articles" USING btree ("guru_id");--> statement-breakpoint
CREATE INDEX "articles_author_id_idx" ON "articles" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "articles_search_vector_idx" ON "articles" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "account_user_id_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_user_id_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verification_identifier_idx" ON "verification" USING btree ("identifier");--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_calls_active_slot_key" ON "scheduled_calls" USING btree ("scheduled_date","scheduled_time") WHERE "scheduled_calls"."status" in ('pending', 'confirmed');--> statement-breakpoint
CREATE INDEX "scheduled_calls_user_id_scheduled_date_idx" ON "scheduled_calls" USING btree ("user_id","scheduled_date");--> statement-breakpoint
CREATE INDEX "scheduled_calls_scheduled_date_idx" ON "scheduled_calls" USING btree ("scheduled_date");--> statement-breakpoint
CREATE INDEX "event_registrations_user_id_idx" ON "event_registrations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "events_is_active_date_time_idx" ON "events" USING btree ("is_active","date_time");--> statement-breakpoint
CREATE INDEX "events_date_time_idx" ON "events" USING btree ("date_time");--> statement-breakpoint
CREATE INDEX "guru_content_article_id_idx" ON "guru_content" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "guru_specialties_guru_id_idx" ON "guru_specialties" USING btree ("guru_id");--> statement-breakpoint
CREATE INDEX "gurus_is_active_name_idx" ON "gurus" USING btree ("is_active","name");--> statement-breakpoint
CREATE INDEX "key_elements_pillar_id_created_at_idx" ON "key_elements" USING btree ("pillar_id","created_at");--> statement-breakpoint
CREATE INDEX "lessons_key_element_id_order_position_idx" ON "lessons" USING btree ("key_element_id","order_position");--> statement-breakpoint
CREATE INDEX "pillars_display_order_idx" ON "pillars" USING btree ("display_order");--> statement-breakpoint
CREATE INDEX "user_lesson_bookmarks_lesson_id_idx" ON "user_lesson_bookmarks" USING btree ("lesson_id");--> statement-breakpoint
CREATE INDEX "user_lesson_progress_lesson_id_idx" ON "user_lesson_progress" USING btree ("lesson_id");--> statement-breakpoint
CREATE INDEX "user_lesson_progress_user_id_completed_at_idx" ON "user_lesson_progress" USING btree ("user_id","completed_at");--> statement-breakpoint
CREATE INDEX "messages_user_id_created_at_idx" ON "messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "support_faq_items_order_position_idx" ON "support_faq_items" USING btree ("order_position");--> statement-breakpoint
CREATE INDEX "support_requests_user_id_created_at_idx" ON "support_requests" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "support_requests_status_created_at_idx" ON "support_requests" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ticket_responses_ticket_id_created_at_idx" ON "ticket_responses" USING btree ("ticket_id","created_at");