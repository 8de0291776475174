-- The embedded database tells its process of every member counter it bumps (lib/member-cache.ts),
-- as it does for the content counters (0005): a session held in memory carries no fresh
-- counter, and without this every member read there ran its member's statement again.
-- Only where the connection asks for it (`pillars.notify_member_versions`, set by the
-- embedded database at open): on PostgreSQL nothing listens, and a NOTIFY would make every
-- member write take the notification queue's lock at commit for nothing.
-- One notification per statement: {"<user id>": <new counter>, ...}. Past 7,000 characters
-- (NOTIFY takes 8,000) it says "*": the process forgets every member's counter instead.
CREATE FUNCTION "notify_member_versions"("bumped" json) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "payload" text := coalesce("bumped"::text, '*');
BEGIN
  IF current_setting('pillars.notify_member_versions', true) IS DISTINCT FROM 'on' THEN
    RETURN;
  END IF;
  IF length("payload") > 7000 THEN
    "payload" := '*';
  END IF;
  PERFORM pg_notify('member_versions', "payload");
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_member_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "bumped" json;
BEGIN
  IF TG_OP = 'INSERT' THEN
    WITH "b" AS (
      INSERT INTO "member_versions" ("user_id", "version")
        SELECT DISTINCT "user_id", 1 FROM "new_rows" ORDER BY "user_id"
        ON CONFLICT ("user_id") DO UPDATE SET "version" = "member_versions"."version" + 1
        RETURNING "user_id", "version")
    SELECT json_object_agg("user_id", "version") INTO "bumped" FROM "b";
  ELSIF TG_OP = 'DELETE' THEN
    WITH "b" AS (
      INSERT INTO "member_versions" ("user_id", "version")
        SELECT DISTINCT "user_id", 1 FROM "old_rows" ORDER BY "user_id"
        ON CONFLICT ("user_id") DO UPDATE SET "version" = "member_versions"."version" + 1
        RETURNING "user_id", "version")
    SELECT json_object_agg("user_id", "version") INTO "bumped" FROM "b";
  ELSE
    WITH "b" AS (
      INSERT INTO "member_versions" ("user_id", "version")
        SELECT "user_id", 1 FROM (SELECT "user_id" FROM "old_rows" UNION SELECT "user_id" FROM "new_rows") "touched"
        ORDER BY "user_id"
        ON CONFLICT ("user_id") DO UPDATE SET "version" = "member_versions"."version" + 1
        RETURNING "user_id", "version")
    SELECT json_object_agg("user_id", "version") INTO "bumped" FROM "b";
  END IF;
  -- A statement that touched no row bumps nobody: nothing to tell.
  IF "bumped" IS NOT NULL THEN
    PERFORM "notify_member_versions"("bumped");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_all_member_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "member_versions" SET "version" = "version" + 1;
  PERFORM "notify_member_versions"(NULL);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_ticket_member_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "bumped" json;
BEGIN
  IF TG_OP = 'INSERT' THEN
    WITH "b" AS (
      INSERT INTO "member_versions" ("user_id", "version")
        SELECT DISTINCT t."user_id", 1 FROM "new_rows" r JOIN "support_requests" t ON t."id" = r."ticket_id"
        ORDER BY t."user_id"
        ON CONFLICT ("user_id") DO UPDATE SET "version" = "member_versions"."version" + 1
        RETURNING "user_id", "version")
    SELECT json_object_agg("user_id", "version") INTO "bumped" FROM "b";
  ELSIF TG_OP = 'DELETE' THEN
    WITH "b" AS (
      INSERT INTO "member_versions" ("user_id", "version")
        SELECT DISTINCT t."user_id", 1 FROM "old_rows" r JOIN "support_requests" t ON t."id" = r."ticket_id"
        ORDER BY t."user_id"
        ON CONFLICT ("user_id") DO UPDATE SET "version" = "member_versions"."version" + 1
        RETURNING "user_id", "version")
    SELECT json_object_agg("user_id", "version") INTO "bumped" FROM "b";
  ELSE
    WITH "b" AS (
      INSERT INTO "member_versions" ("user_id", "version")
        SELECT DISTINCT t."user_id", 1
        FROM (SELECT "ticket_id" FROM "old_rows" UNION SELECT "ticket_id" FROM "new_rows") r
        JOIN "support_requests" t ON t."id" = r."ticket_id"
        ORDER BY t."user_id"
        ON CONFLICT ("user_id") DO UPDATE SET "version" = "member_versions"."version" + 1
        RETURNING "user_id", "version")
    SELECT json_object_agg("user_id", "version") INTO "bumped" FROM "b";
  END IF;
  IF "bumped" IS NOT NULL THEN
    PERFORM "notify_member_versions"("bumped");
  END IF;
  RETURN NULL;
END $$;
