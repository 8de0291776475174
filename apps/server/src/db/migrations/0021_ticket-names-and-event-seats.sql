-- hand-written below
-- A member's ticket page is held in memory under the member's counter (lib/member-cache.ts,
-- modules/support/service.ts getMyTicket). The page also shows names that are not the
-- member's rows: their own name, email and organization, and each responder's name. These
-- change rarely, so the simplest correct way is to bump the counters of the members who
-- see them (rather than a shared directory of every name): a person's name or organization
-- bumps their own counter and the counters of the members whose tickets they answered; an
-- email bumps its member; an organization's name bumps its members. Members are bumped in
-- id order, as bump_member_versions does, so writers cannot deadlock.
CREATE FUNCTION "bump_member_versions_of"("ids" uuid[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "bumped" json;
BEGIN
  WITH "b" AS (
    INSERT INTO "member_versions" ("user_id", "version")
      SELECT DISTINCT "id", 1 FROM unnest("ids") AS "id" WHERE "id" IS NOT NULL ORDER BY "id"
      ON CONFLICT ("user_id") DO UPDATE SET "version" = "member_versions"."version" + 1
      RETURNING "user_id", "version")
  SELECT json_object_agg("user_id", "version") INTO "bumped" FROM "b";
  IF "bumped" IS NOT NULL THEN
    PERFORM "notify_member_versions"("bumped");
  END IF;
END $$;--> statement-breakpoint
-- PostgreSQL takes no column list on a trigger with transition tables: the function compares
-- the old and new rows itself.
CREATE FUNCTION "bump_profile_name_member_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "changed" uuid[];
BEGIN
  SELECT array_agg(n."id") INTO "changed"
    FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
   WHERE n."first_name" IS DISTINCT FROM o."first_name"
      OR n."last_name" IS DISTINCT FROM o."last_name"
      OR n."avatar_url" IS DISTINCT FROM o."avatar_url"
      OR n."organization_id" IS DISTINCT FROM o."organization_id";
  IF "changed" IS NULL THEN
    RETURN NULL;
  END IF;
  -- The person, the members whose tickets they answered, and the members they wrote to in
  -- the chat (its team replies show their author's name too).
  PERFORM "bump_member_versions_of"("changed" || ARRAY(
    SELECT t."user_id" FROM "ticket_responses" tr JOIN "support_requests" t ON t."id" = tr."ticket_id"
     WHERE tr."responder_id" = ANY("changed")
    UNION
    SELECT m."user_id" FROM "messages" m
     WHERE m."is_admin_message" AND m."admin_id" = ANY("changed")));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "profiles_update_bump_member_names" AFTER UPDATE ON "profiles"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_profile_name_member_versions"();--> statement-breakpoint
CREATE FUNCTION "bump_user_email_member_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "changed" uuid[];
BEGIN
  SELECT array_agg(n."id") INTO "changed"
    FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
   WHERE n."email" IS DISTINCT FROM o."email";
  IF "changed" IS NOT NULL THEN
    PERFORM "bump_member_versions_of"("changed");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "user_update_bump_member_email" AFTER UPDATE ON "user"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_user_email_member_versions"();--> statement-breakpoint
CREATE FUNCTION "bump_organization_name_member_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "changed" uuid[];
BEGIN
  SELECT array_agg(n."id") INTO "changed"
    FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
   WHERE n."name" IS DISTINCT FROM o."name";
  IF "changed" IS NOT NULL THEN
    PERFORM "bump_member_versions_of"(ARRAY(
      SELECT p."id" FROM "profiles" p WHERE p."organization_id" = ANY("changed")));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "organizations_update_bump_member_names" AFTER UPDATE ON "organizations"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_organization_name_member_versions"();--> statement-breakpoint
-- Seats taken per event are the same for every member (modules/events/service.ts): the
-- registrations that hold a seat are held in memory under scope 'event_seats', bumped by
-- every write to event_registrations. A pending payment's hold ends with time, so what is
-- held is the raw facts (paid or free count, pending registration times) and the count is
-- computed per request.
INSERT INTO "content_versions" ("scope", "version") VALUES ('event_seats', 0) ON CONFLICT ("scope") DO NOTHING;--> statement-breakpoint
CREATE TRIGGER "event_registrations_bump_event_seats" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "event_registrations"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('event_seats');
