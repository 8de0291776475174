-- Book a Call and the billing page read nothing of their own when warm (issue 21).
-- The week's taken slots are the same for every member: content scope 'call_slots'
-- (lib/content-cache.ts). A member's own calls are their rows: every write to
-- scheduled_calls bumps the row's member's counter (lib/member-cache.ts), as 0010 does
-- for messages.
INSERT INTO "content_versions" ("scope", "version") VALUES ('call_slots', 0), ('organization_agents', 0) ON CONFLICT ("scope") DO NOTHING;--> statement-breakpoint
CREATE TRIGGER "scheduled_calls_bump_call_slots" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "scheduled_calls"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('call_slots');--> statement-breakpoint
CREATE TRIGGER "scheduled_calls_insert_bump_member" AFTER INSERT ON "scheduled_calls"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_member_versions"();--> statement-breakpoint
CREATE TRIGGER "scheduled_calls_update_bump_member" AFTER UPDATE ON "scheduled_calls"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_member_versions"();--> statement-breakpoint
CREATE TRIGGER "scheduled_calls_delete_bump_member" AFTER DELETE ON "scheduled_calls"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_member_versions"();--> statement-breakpoint
CREATE TRIGGER "scheduled_calls_truncate_bump_member" AFTER TRUNCATE ON "scheduled_calls"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_all_member_versions"();--> statement-breakpoint
-- The billing page's agent (an organization's first manager: name and e-mail), held per
-- organization: content scope 'organization_agents', bumped by whatever can change who it
-- is or what it shows. The organization's free access and subscription come with the
-- session statement (modules/accounts/service.ts), which reads them already.
CREATE TRIGGER "profiles_bump_organization_agents" AFTER INSERT OR UPDATE OF "role", "organization_id", "first_name", "last_name", "created_at" OR DELETE OR TRUNCATE ON "profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('organization_agents');--> statement-breakpoint
CREATE TRIGGER "user_bump_organization_agents" AFTER UPDATE OF "email" OR DELETE OR TRUNCATE ON "user"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('organization_agents');--> statement-breakpoint
CREATE TRIGGER "organizations_bump_organization_agents" AFTER DELETE OR TRUNCATE ON "organizations"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('organization_agents');
