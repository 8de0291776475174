ALTER TABLE "subscriptions" ADD COLUMN "provider_status" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "payment_failed_at" bigint;--> statement-breakpoint
ALTER TABLE "billing_events" ADD COLUMN "status" text DEFAULT 'applied' NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_events" ADD COLUMN "provider_subscription_id" text;--> statement-breakpoint
ALTER TABLE "billing_events" ADD COLUMN "payload" jsonb;--> statement-breakpoint
CREATE INDEX "billing_events_pending_subscription_idx" ON "billing_events" USING btree ("provider_subscription_id") WHERE "billing_events"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_provider_status_check" CHECK ("subscriptions"."provider_status" in ('active', 'trialing', 'past_due', 'canceled'));--> statement-breakpoint
ALTER TABLE "billing_events" ADD CONSTRAINT "billing_events_status_check" CHECK ("billing_events"."status" in ('applied', 'pending'));