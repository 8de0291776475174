CREATE SEQUENCE "public"."support_event_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "seq" bigint DEFAULT nextval('support_event_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_requests" ADD COLUMN "seq" bigint DEFAULT nextval('support_event_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "support_requests" ADD COLUMN "status_seq" bigint;--> statement-breakpoint
ALTER TABLE "ticket_responses" ADD COLUMN "seq" bigint DEFAULT nextval('support_event_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_responses" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "messages_user_id_seq_idx" ON "messages" USING btree ("user_id","seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_seq_idx" ON "messages" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "messages_unread_idx" ON "messages" USING btree ("user_id","is_admin_message") WHERE "messages"."read_at" is null;--> statement-breakpoint
CREATE INDEX "support_requests_user_id_seq_idx" ON "support_requests" USING btree ("user_id","seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "support_requests_status_updated_at_idx" ON "support_requests" USING btree ("status","updated_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "support_requests_updated_at_idx" ON "support_requests" USING btree ("updated_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "support_requests_seq_idx" ON "support_requests" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "support_requests_status_seq_idx" ON "support_requests" USING btree ("status_seq") WHERE "support_requests"."status_seq" is not null;--> statement-breakpoint
CREATE INDEX "ticket_responses_seq_idx" ON "ticket_responses" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "ticket_responses_unread_idx" ON "ticket_responses" USING btree ("ticket_id") WHERE "ticket_responses"."read_at" is null;--> statement-breakpoint
-- hand-written below
-- The support page's headings and FAQ are the same for every member: a content scope
-- (lib/content-cache.ts, decision 009) bumped by statement-level triggers.
INSERT INTO "content_versions" ("scope", "version") VALUES ('support', 0) ON CONFLICT ("scope") DO NOTHING;--> statement-breakpoint
CREATE TRIGGER "support_settings_bump_content" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "support_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('support');--> statement-breakpoint
CREATE TRIGGER "support_faq_items_bump_content" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "support_faq_items"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('support');--> statement-breakpoint
-- A member's chat and tickets are their own rows (lib/member-cache.ts): every write bumps
-- the member's counter, as migration 0006 does for progress and bookmarks.
CREATE TRIGGER "messages_insert_bump_member" AFTER INSERT ON "messages"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_member_versions"();--> statement-breakpoint
CREATE TRIGGER "messages_update_bump_member" AFTER UPDATE ON "messages"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_member_versions"();--> statement-breakpoint
CREATE TRIGGER "messages_delete_bump_member" AFTER DELETE ON "messages"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_member_versions"();--> statement-breakpoint
CREATE TRIGGER "messages_truncate_bump_member" AFTER TRUNCATE ON "messages"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_all_member_versions"();--> statement-breakpoint
CREATE TRIGGER "support_requests_insert_bump_member" AFTER INSERT ON "support_requests"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_member_versions"();--> statement-breakpoint
CREATE TRIGGER "support_requests_update_bump_member" AFTER UPDATE ON "support_requests"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_member_versions"();--> statement-breakpoint
CREATE TRIGGER "support_requests_delete_bump_member" AFTER DELETE ON "support_requests"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_member_versions"();--> statement-breakpoint
CREATE TRIGGER "support_requests_truncate_bump_member" AFTER TRUNCATE ON "support_requests"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_all_member_versions"();--> statement-breakpoint
-- A ticket reply has no user_id of its own: it belongs to its ticket's member. Members
-- are bumped in id order, as bump_member_versions does, so writers cannot deadlock.
CREATE FUNCTION "bump_ticket_member_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "member_versions" ("user_id", "version")
      SELECT DISTINCT t."user_id", 1 FROM "new_rows" r JOIN "support_requests" t ON t."id" = r."ticket_id"
      ORDER BY t."user_id"
      ON CONFLICT ("user_id") DO UPDATE SET "version" = "member_versions"."version" + 1;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "member_versions" ("user_id", "version")
      SELECT DISTINCT t."user_id", 1 FROM "old_rows" r JOIN "support_requests" t ON t."id" = r."ticket_id"
      ORDER BY t."user_id"
      ON CONFLICT ("user_id") DO UPDATE SET "version" = "member_versions"."version" + 1;
  ELSE
    INSERT INTO "member_versions" ("user_id", "version")
      SELECT DISTINCT t."user_id", 1
      FROM (SELECT "ticket_id" FROM "old_rows" UNION SELECT "ticket_id" FROM "new_rows") r
      JOIN "support_requests" t ON t."id" = r."ticket_id"
      ORDER BY t."user_id"
      ON CONFLICT ("user_id") DO UPDATE SET "version" = "member_versions"."version" + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "ticket_responses_insert_bump_member" AFTER INSERT ON "ticket_responses"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_ticket_member_versions"();--> statement-breakpoint
CREATE TRIGGER "ticket_responses_update_bump_member" AFTER UPDATE ON "ticket_responses"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_ticket_member_versions"();--> statement-breakpoint
CREATE TRIGGER "ticket_responses_delete_bump_member" AFTER DELETE ON "ticket_responses"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_ticket_member_versions"();--> statement-breakpoint
CREATE TRIGGER "ticket_responses_truncate_bump_member" AFTER TRUNCATE ON "ticket_responses"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_all_member_versions"();
