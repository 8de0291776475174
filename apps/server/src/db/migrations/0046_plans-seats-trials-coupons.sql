CREATE TABLE "coupon_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coupon_id" uuid NOT NULL,
	"organization_id" uuid,
	"provider_subscription_id" text NOT NULL,
	"redeemed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_redemptions_providerSubscriptionId_unique" UNIQUE("provider_subscription_id")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"percent_off" integer,
	"amount_off_cents" integer,
	"currency" text DEFAULT 'usd' NOT NULL,
	"duration" text NOT NULL,
	"duration_months" integer,
	"plan_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"expires_at" timestamp with time zone,
	"max_redemptions" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"provider_coupon_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code"),
	CONSTRAINT "coupons_providerCouponId_unique" UNIQUE("provider_coupon_id"),
	CONSTRAINT "coupons_discount_check" CHECK (("coupons"."percent_off" between 1 and 100 and "coupons"."amount_off_cents" is null)
          or ("coupons"."percent_off" is null and "coupons"."amount_off_cents" > 0)),
	CONSTRAINT "coupons_duration_check" CHECK ("coupons"."duration" in ('once', 'repeating', 'forever')),
	CONSTRAINT "coupons_duration_months_check" CHECK (("coupons"."duration" = 'repeating') = ("coupons"."duration_months" is not null)),
	CONSTRAINT "coupons_max_redemptions_check" CHECK ("coupons"."max_redemptions" is null or "coupons"."max_redemptions" >= 1)
);
--> statement-breakpoint
CREATE TABLE "plan_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"interval" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"is_current" boolean DEFAULT true NOT NULL,
	"provider_price_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_prices_providerPriceId_unique" UNIQUE("provider_price_id"),
	CONSTRAINT "plan_prices_interval_check" CHECK ("plan_prices"."interval" in ('month', 'year')),
	CONSTRAINT "plan_prices_amount_check" CHECK ("plan_prices"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"seats" integer,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"trial_days" integer DEFAULT 0 NOT NULL,
	"trial_requires_card" boolean DEFAULT false NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"provider_product_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_slug_unique" UNIQUE("slug"),
	CONSTRAINT "plans_seats_check" CHECK ("plans"."seats" is null or "plans"."seats" >= 1),
	CONSTRAINT "plans_trial_days_check" CHECK ("plans"."trial_days" between 0 and 365),
	CONSTRAINT "plans_currency_check" CHECK ("plans"."currency" ~ '^[a-z]{3}$'),
	CONSTRAINT "plans_display_order_check" CHECK ("plans"."display_order" >= 0)
);
--> statement-breakpoint
CREATE TABLE "trial_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"owner_email" text,
	"plan_id" uuid,
	"provider_subscription_id" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"converted_at" timestamp with time zone,
	CONSTRAINT "trial_grants_organizationId_unique" UNIQUE("organization_id"),
	CONSTRAINT "trial_grants_ownerEmail_unique" UNIQUE("owner_email"),
	CONSTRAINT "trial_grants_providerSubscriptionId_unique" UNIQUE("provider_subscription_id")
);
--> statement-breakpoint
ALTER TABLE "reminder_deliveries" DROP CONSTRAINT "reminder_deliveries_kind_check";--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "plan_price_id" uuid;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "trial_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_checkout_sessions" ADD COLUMN "plan_price_id" uuid;--> statement-breakpoint
ALTER TABLE "test_checkout_sessions" ADD COLUMN "coupon_id" uuid;--> statement-breakpoint
ALTER TABLE "test_checkout_sessions" ADD COLUMN "list_amount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "test_checkout_sessions" ADD COLUMN "trial_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "test_checkout_sessions" ADD COLUMN "trial_requires_card" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "plan_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "pillars" ADD COLUMN "plan_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_prices" ADD CONSTRAINT "plan_prices_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_grants" ADD CONSTRAINT "trial_grants_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon_id_idx" ON "coupon_redemptions" USING btree ("coupon_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_organization_id_idx" ON "coupon_redemptions" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_redeemed_at_idx" ON "coupon_redemptions" USING btree ("redeemed_at");--> statement-breakpoint
CREATE INDEX "coupons_created_at_idx" ON "coupons" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "plan_prices_current_idx" ON "plan_prices" USING btree ("plan_id","interval") WHERE "plan_prices"."is_current";--> statement-breakpoint
CREATE INDEX "plans_display_order_idx" ON "plans" USING btree ("display_order","name");--> statement-breakpoint
CREATE INDEX "trial_grants_started_at_idx" ON "trial_grants" USING btree ("started_at");--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_price_id_plan_prices_id_fk" FOREIGN KEY ("plan_price_id") REFERENCES "public"."plan_prices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_checkout_sessions" ADD CONSTRAINT "test_checkout_sessions_plan_price_id_plan_prices_id_fk" FOREIGN KEY ("plan_price_id") REFERENCES "public"."plan_prices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_checkout_sessions" ADD CONSTRAINT "test_checkout_sessions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscriptions_plan_price_id_idx" ON "subscriptions" USING btree ("plan_price_id");--> statement-breakpoint
CREATE INDEX "subscriptions_trial_ends_at_idx" ON "subscriptions" USING btree ("trial_ends_at") WHERE "subscriptions"."status" = 'trialing';--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_kind_check" CHECK ("reminder_deliveries"."kind" in ('event_day_before', 'event_hour_before', 'call_day_before', 'trial_3_days_before', 'trial_1_day_before'));--> statement-breakpoint
-- Written by hand (issue 58, decision 070): today's one annual price becomes the Team plan's,
-- so every subscription made before plans keeps working: it is on Team, annual, $400, with
-- today's features and 15 seats. Fixed ids (packages/shared/src/plans/messages.ts teamPlanId);
-- its provider price is found at the first checkout (STRIPE_PRICE_ID, or made then).
INSERT INTO "plans" ("id", "name", "slug", "description", "seats", "features", "display_order")
VALUES ('5eed0058-0000-4000-8000-000000000002', 'Team', 'team',
        'For a growing agency: the whole library for up to 15 people.', 15,
        ARRAY['Every Pillars of Agency course, key element and lesson',
              'Certificates for every pillar you complete, to share on LinkedIn',
              'Learning plans: assign lessons to your team with due dates and follow their progress',
              'Ask the Library: answers from the Pillars content, with their sources',
              'The Community: discussions with other agency owners and the member directory',
              'The full resource library: articles, documents, videos and presentations',
              'Live and virtual events with agency experts',
              'Guru profiles and expert content',
              'Direct messages with the Pillars team',
              'Priority support'], 2)
ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
INSERT INTO "plan_prices" ("id", "plan_id", "interval", "amount_cents", "currency")
VALUES ('5eed0058-0000-4000-8000-000000000102', '5eed0058-0000-4000-8000-000000000002', 'year', 40000, 'usd')
ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
UPDATE "subscriptions" SET "plan_price_id" = '5eed0058-0000-4000-8000-000000000102' WHERE "plan_price_id" IS NULL;--> statement-breakpoint
-- A trialing subscription's period end was its trial's end (Stripe reports it so).
UPDATE "subscriptions" SET "trial_ends_at" = "current_period_end" WHERE "status" = 'trialing';--> statement-breakpoint
-- Pillars and events list the names of the plans they are offered on ('Available on Team and
-- Agency'), held in memory (content scopes 'learning' and 'events'): a renamed plan loads them again.
CREATE TRIGGER "plans_bump_learning" AFTER INSERT OR UPDATE OF "name", "display_order" OR DELETE OR TRUNCATE ON "plans"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('learning');--> statement-breakpoint
CREATE TRIGGER "plans_bump_events" AFTER INSERT OR UPDATE OF "name", "display_order" OR DELETE OR TRUNCATE ON "plans"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('events');--> statement-breakpoint
-- The plans on sale, held in memory for signed-in reads (content scope 'plans').
INSERT INTO "content_versions" ("scope", "version") VALUES ('plans', 0) ON CONFLICT ("scope") DO NOTHING;--> statement-breakpoint
CREATE TRIGGER "plans_bump_plans" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "plans"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('plans');--> statement-breakpoint
CREATE TRIGGER "plan_prices_bump_plans" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "plan_prices"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('plans');--> statement-breakpoint
-- The business view counts revenue per plan, trials and coupons (content scope 'analytics').
CREATE TRIGGER "subscriptions_plan_bump_analytics" AFTER UPDATE OF "plan_price_id", "trial_ends_at" ON "subscriptions"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('analytics');--> statement-breakpoint
CREATE TRIGGER "plans_bump_analytics" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "plans"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('analytics');--> statement-breakpoint
CREATE TRIGGER "plan_prices_bump_analytics" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "plan_prices"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('analytics');--> statement-breakpoint
CREATE TRIGGER "trial_grants_bump_analytics" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "trial_grants"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('analytics');--> statement-breakpoint
CREATE TRIGGER "coupon_redemptions_bump_analytics" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "coupon_redemptions"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('analytics');--> statement-breakpoint
-- The session statement reads the subscription's plan (its name and id) with the account: a
-- renamed plan announces itself to the embedded database's session cache (migration 0005).
CREATE TRIGGER "plans_notify_accounts" AFTER UPDATE OF "name" ON "plans"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_accounts_changed"();
