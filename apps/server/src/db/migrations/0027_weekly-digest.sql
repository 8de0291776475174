CREATE TABLE "weekly_digest_deliveries" (
	"user_id" uuid NOT NULL,
	"week_of" date NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weekly_digest_deliveries_user_id_week_of_pk" PRIMARY KEY("user_id","week_of"),
	CONSTRAINT "weekly_digest_deliveries_outcome_check" CHECK ("weekly_digest_deliveries"."outcome" in ('sent', 'nothing_happened'))
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "weekly_digest" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "weekly_digest_deliveries" ADD CONSTRAINT "weekly_digest_deliveries_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;