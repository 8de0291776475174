CREATE TABLE "community_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_categories_name_check" CHECK (length(btrim("community_categories"."name")) between 1 and 60)
);
--> statement-breakpoint
CREATE TABLE "community_follows" (
	"post_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_follows_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "community_likes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"post_id" uuid,
	"reply_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_likes_target_check" CHECK (num_nonnulls("community_likes"."post_id", "community_likes"."reply_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "community_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid,
	"lesson_id" uuid,
	"article_id" uuid,
	"author_id" uuid NOT NULL,
	"title" text,
	"body" text NOT NULL,
	"body_html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"answer_reply_id" uuid,
	"hidden_at" timestamp with time zone,
	"locked_at" timestamp with time zone,
	"pinned_at" timestamp with time zone,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("community_posts"."title", '')), 'A') || setweight(to_tsvector('english', "community_posts"."body"), 'B')) STORED,
	CONSTRAINT "community_posts_body_check" CHECK (length(btrim("community_posts"."body")) > 0),
	CONSTRAINT "community_posts_place_check" CHECK (num_nonnulls("community_posts"."category_id", "community_posts"."lesson_id", "community_posts"."article_id") = 1),
	CONSTRAINT "community_posts_title_check" CHECK (("community_posts"."category_id" is null) = ("community_posts"."title" is null))
);
--> statement-breakpoint
CREATE TABLE "community_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"quoted_reply_id" uuid,
	"body" text NOT NULL,
	"body_html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"like_count" integer DEFAULT 0 NOT NULL,
	"hidden_at" timestamp with time zone,
	CONSTRAINT "community_replies_body_check" CHECK (length(btrim("community_replies"."body")) > 0)
);
--> statement-breakpoint
CREATE TABLE "community_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" uuid NOT NULL,
	"post_id" uuid NOT NULL,
	"reply_id" uuid,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	CONSTRAINT "community_reports_reason_check" CHECK ("community_reports"."reason" in ('spam', 'abusive', 'off_topic', 'other'))
);
--> statement-breakpoint
CREATE TABLE "member_directory_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"listed" boolean DEFAULT false NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"services" text[] DEFAULT '{}'::text[] NOT NULL,
	"size_band" text,
	"ask_me_about" text DEFAULT '' NOT NULL,
	"website_url" text,
	"linkedin_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_directory_profiles_urls_check" CHECK (("member_directory_profiles"."website_url" is null or "member_directory_profiles"."website_url" ~* '^https?://') and ("member_directory_profiles"."linkedin_url" is null or "member_directory_profiles"."linkedin_url" ~* '^https?://'))
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "community_replies" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "community_follows" ADD CONSTRAINT "community_follows_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_follows" ADD CONSTRAINT "community_follows_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_likes" ADD CONSTRAINT "community_likes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_likes" ADD CONSTRAINT "community_likes_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_likes" ADD CONSTRAINT "community_likes_reply_id_community_replies_id_fk" FOREIGN KEY ("reply_id") REFERENCES "public"."community_replies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_posts" ADD CONSTRAINT "community_posts_category_id_community_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."community_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_posts" ADD CONSTRAINT "community_posts_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_posts" ADD CONSTRAINT "community_posts_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_posts" ADD CONSTRAINT "community_posts_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_replies" ADD CONSTRAINT "community_replies_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_replies" ADD CONSTRAINT "community_replies_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_replies" ADD CONSTRAINT "community_replies_quoted_reply_id_community_replies_id_fk" FOREIGN KEY ("quoted_reply_id") REFERENCES "public"."community_replies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_reports" ADD CONSTRAINT "community_reports_reporter_id_user_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_reports" ADD CONSTRAINT "community_reports_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_reports" ADD CONSTRAINT "community_reports_reply_id_community_replies_id_fk" FOREIGN KEY ("reply_id") REFERENCES "public"."community_replies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_reports" ADD CONSTRAINT "community_reports_resolved_by_user_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_directory_profiles" ADD CONSTRAINT "member_directory_profiles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "community_categories_name_key" ON "community_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "community_follows_user_id_idx" ON "community_follows" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "community_likes_post_id_user_id_key" ON "community_likes" USING btree ("post_id","user_id") WHERE "community_likes"."post_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "community_likes_reply_id_user_id_key" ON "community_likes" USING btree ("reply_id","user_id") WHERE "community_likes"."reply_id" is not null;--> statement-breakpoint
CREATE INDEX "community_posts_last_activity_idx" ON "community_posts" USING btree ("last_activity_at","id");--> statement-breakpoint
CREATE INDEX "community_posts_category_id_last_activity_idx" ON "community_posts" USING btree ("category_id","last_activity_at","id");--> statement-breakpoint
CREATE INDEX "community_posts_lesson_id_created_at_idx" ON "community_posts" USING btree ("lesson_id","created_at");--> statement-breakpoint
CREATE INDEX "community_posts_article_id_created_at_idx" ON "community_posts" USING btree ("article_id","created_at");--> statement-breakpoint
CREATE INDEX "community_posts_author_id_created_at_idx" ON "community_posts" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "community_posts_search_idx" ON "community_posts" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "community_replies_post_id_created_at_idx" ON "community_replies" USING btree ("post_id","created_at","id");--> statement-breakpoint
CREATE INDEX "community_replies_author_id_created_at_idx" ON "community_replies" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "community_reports_reporter_target_key" ON "community_reports" USING btree ("reporter_id","post_id",coalesce("reply_id", '00000000-0000-0000-0000-000000000000'::uuid));--> statement-breakpoint
CREATE INDEX "community_reports_open_idx" ON "community_reports" USING btree ("created_at") WHERE "community_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "member_directory_profiles_listed_idx" ON "member_directory_profiles" USING btree ("user_id") WHERE "member_directory_profiles"."listed";--> statement-breakpoint
INSERT INTO "community_categories" ("name", "position") VALUES ('Questions', 1), ('Wins', 2), ('Hiring', 3), ('Tools & Systems', 4), ('Introductions', 5);--> statement-breakpoint
-- Article comments become the article's discussion (decision 055): every comment a post of
-- it, with its id, author, text and date; its HTML the same escaping the server applies
-- (lib/format-body.ts); its author follows it.
INSERT INTO "community_posts" ("id", "article_id", "author_id", "body", "body_html", "created_at", "last_activity_at")
  SELECT "id", "article_id", "user_id", "content",
         '<p>' || replace(replace(replace(replace(replace(replace("content", '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&#39;'), E'\n', '<br />') || '</p>',
         "created_at", "created_at"
    FROM "article_comments";--> statement-breakpoint
INSERT INTO "community_follows" ("post_id", "user_id", "created_at")
  SELECT "id", "user_id", "created_at" FROM "article_comments";--> statement-breakpoint
DROP TABLE "article_comments" CASCADE;--> statement-breakpoint
-- The article page's live part (likes, its discussion) stays in memory until the next write (decision 009).
CREATE TRIGGER "community_posts_bump_article_activity" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "community_posts"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('article_activity');
