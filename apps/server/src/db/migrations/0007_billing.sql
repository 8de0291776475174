CREATE TABLE "billing_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"organization_id" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"description" text NOT NULL,
	"registration_id" uuid,
	"status" text DEFAULT 'open' NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_checkout_sessions_mode_check" CHECK ("test_checkout_sessions"."mode" in ('subscription', 'payment')),
	CONSTRAINT "test_checkout_sessions_status_check" CHECK ("test_checkout_sessions"."status" in ('open', 'paid', 'declined', 'canceled'))
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "provider_customer_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "provider_event_at" bigint;--> statement-breakpoint
ALTER TABLE "test_checkout_sessions" ADD CONSTRAINT "test_checkout_sessions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_checkout_sessions" ADD CONSTRAINT "test_checkout_sessions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_checkout_sessions" ADD CONSTRAINT "test_checkout_sessions_registration_id_event_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."event_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_checkout_sessions_user_id_idx" ON "test_checkout_sessions" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_providerCustomerId_unique" UNIQUE("provider_customer_id");