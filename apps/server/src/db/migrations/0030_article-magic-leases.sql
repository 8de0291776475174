CREATE TABLE "leases" (
	"key" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "leases_expires_at_idx" ON "leases" USING btree ("expires_at");