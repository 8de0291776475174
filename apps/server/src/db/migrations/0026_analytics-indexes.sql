CREATE INDEX "profiles_created_at_idx" ON "profiles" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "event_registrations_registration_date_idx" ON "event_registrations" USING btree ("registration_date");--> statement-breakpoint
CREATE INDEX "user_lesson_progress_completed_at_idx" ON "user_lesson_progress" USING btree ("completed_at");--> statement-breakpoint
CREATE INDEX "support_requests_created_at_idx" ON "support_requests" USING btree ("created_at");--> statement-breakpoint
-- The analytics views (issue 27) are held in memory per organization (and the business view
-- once), content scope 'analytics': every write to what they count adds one to its counter
-- (bump_content_version, migration 0005), so the next read on any instance loads them again.
INSERT INTO "content_versions" ("scope", "version") VALUES ('analytics', 0) ON CONFLICT ("scope") DO NOTHING;--> statement-breakpoint
CREATE TRIGGER "user_lesson_progress_bump_analytics" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_lesson_progress"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('analytics');--> statement-breakpoint
CREATE TRIGGER "user_lesson_bookmarks_bump_analytics" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_lesson_bookmarks"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('analytics');--> statement-breakpoint
CREATE TRIGGER "profiles_bump_analytics" AFTER INSERT OR UPDATE OF "first_name", "last_name", "role", "organization_id", "created_at" OR DELETE OR TRUNCATE ON "profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('analytics');--> statement-breakpoint
CREATE TRIGGER "user_bump_analytics" AFTER UPDATE OF "email" OR DELETE OR TRUNCATE ON "user"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('analytics');--> statement-breakpoint
CREATE TRIGGER "organizations_bump_analytics" AFTER INSERT OR UPDATE OF "name" OR DELETE OR TRUNCATE ON "organizations"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('analytics');--> statement-breakpoint
CREATE TRIGGER "subscriptions_bump_analytics" AFTER INSERT OR UPDATE OF "status", "organization_id", "created_at" OR DELETE OR TRUNCATE ON "subscriptions"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('analytics');--> statement-breakpoint
CREATE TRIGGER "event_registrations_bump_analytics" AFTER INSERT OR UPDATE OF "event_id", "registration_date" OR DELETE OR TRUNCATE ON "event_registrations"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('analytics');--> statement-breakpoint
CREATE TRIGGER "events_bump_analytics" AFTER UPDATE OF "date_time" OR DELETE OR TRUNCATE ON "events"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('analytics');--> statement-breakpoint
CREATE TRIGGER "support_requests_bump_analytics" AFTER INSERT OR UPDATE OF "status", "created_at" OR DELETE OR TRUNCATE ON "support_requests"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('analytics');--> statement-breakpoint
CREATE TRIGGER "ticket_responses_bump_analytics" AFTER INSERT OR UPDATE OF "created_at", "responder_id" OR DELETE OR TRUNCATE ON "ticket_responses"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('analytics');--> statement-breakpoint
CREATE TRIGGER "pillars_bump_analytics" AFTER INSERT OR UPDATE OF "title", "slug", "color", "display_order" OR DELETE OR TRUNCATE ON "pillars"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('analytics');--> statement-breakpoint
CREATE TRIGGER "key_elements_bump_analytics" AFTER INSERT OR UPDATE OF "pillar_id" OR DELETE OR TRUNCATE ON "key_elements"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('analytics');--> statement-breakpoint
CREATE TRIGGER "lessons_bump_analytics" AFTER INSERT OR UPDATE OF "key_element_id" OR DELETE OR TRUNCATE ON "lessons"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('analytics');
