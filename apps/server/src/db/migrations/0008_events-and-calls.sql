CREATE INDEX "scheduled_calls_status_scheduled_date_idx" ON "scheduled_calls" USING btree ("status","scheduled_date");--> statement-breakpoint
CREATE INDEX "event_registrations_event_id_payment_status_idx" ON "event_registrations" USING btree ("event_id","payment_status");--> statement-breakpoint
CREATE INDEX "events_is_active_type_date_time_idx" ON "events" USING btree ("is_active","type","date_time");--> statement-breakpoint
-- hand-written below
-- Events are shared content (lib/content-cache.ts): the active events with their tags and
-- hosts are held in memory, and every write to them bumps the 'events' counter.
INSERT INTO "content_versions" ("scope", "version") VALUES ('events', 0) ON CONFLICT ("scope") DO NOTHING;--> statement-breakpoint
CREATE TRIGGER "events_bump_events" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "events"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('events');--> statement-breakpoint
CREATE TRIGGER "event_tags_bump_events" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "event_tags"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('events');--> statement-breakpoint
-- Event pages show their host's name and photo.
CREATE TRIGGER "profiles_bump_events" AFTER UPDATE OF "first_name", "last_name", "avatar_url" OR DELETE OR TRUNCATE ON "profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('events');--> statement-breakpoint
-- A member's registrations are their own rows (lib/member-cache.ts): every write bumps the
-- member's counter, the billing webhook's and the hold release's too.
CREATE TRIGGER "event_registrations_insert_bump_member" AFTER INSERT ON "event_registrations"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_member_versions"();--> statement-breakpoint
CREATE TRIGGER "event_registrations_update_bump_member" AFTER UPDATE ON "event_registrations"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_member_versions"();--> statement-breakpoint
CREATE TRIGGER "event_registrations_delete_bump_member" AFTER DELETE ON "event_registrations"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_member_versions"();--> statement-breakpoint
CREATE TRIGGER "event_registrations_truncate_bump_member" AFTER TRUNCATE ON "event_registrations"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_all_member_versions"();
