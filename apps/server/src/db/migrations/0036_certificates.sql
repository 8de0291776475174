CREATE TABLE "certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"pillar_id" uuid,
	"organization_id" uuid,
	"recipient_name" text NOT NULL,
	"pillar_title" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_private" boolean DEFAULT false NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	CONSTRAINT "certificates_user_id_pillar_id_key" UNIQUE("user_id","pillar_id"),
	CONSTRAINT "certificates_revoked_reason_check" CHECK (("certificates"."revoked_at" is null) = ("certificates"."revoked_reason" is null))
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "certificates" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "pillars" ADD COLUMN "certificates_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_pillar_id_pillars_id_fk" FOREIGN KEY ("pillar_id") REFERENCES "public"."pillars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificates_issued_at_idx" ON "certificates" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "certificates_pillar_id_issued_at_idx" ON "certificates" USING btree ("pillar_id","issued_at");--> statement-breakpoint
CREATE INDEX "certificates_organization_id_idx" ON "certificates" USING btree ("organization_id");--> statement-breakpoint
-- A member's certificates are their own rows (the lesson viewer and /certificates read them
-- through lib/member-cache.ts): every write bumps the holder's counter, as lesson progress
-- does (migrations 0006 and 0014), so issuing, revoking and Make private cannot forget it.
CREATE TRIGGER "certificates_insert_bump_member" AFTER INSERT ON "certificates"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_member_versions"();--> statement-breakpoint
CREATE TRIGGER "certificates_update_bump_member" AFTER UPDATE ON "certificates"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_member_versions"();--> statement-breakpoint
CREATE TRIGGER "certificates_delete_bump_member" AFTER DELETE ON "certificates"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_member_versions"();--> statement-breakpoint
CREATE TRIGGER "certificates_truncate_bump_member" AFTER TRUNCATE ON "certificates"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_all_member_versions"();
--> statement-breakpoint
-- The team analytics views (migration 0026) count certificates per person and pillar.
CREATE TRIGGER "certificates_bump_analytics" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "certificates"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('analytics');
