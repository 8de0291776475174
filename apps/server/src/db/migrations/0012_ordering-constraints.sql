-- hand-written below
-- Ordering under concurrency (docs/decisions/016-ordering-under-concurrency.md): pillars'
-- display_order and each key element's lessons' order_position are unique, checked at
-- commit (DEFERRABLE INITIALLY DEFERRED) so a swap of two neighbours passes in one
-- transaction. Drizzle cannot declare a deferrable constraint, so it lives here and is
-- described beside the tables in schema/learning.ts.
-- First, any duplicate or gapped positions are renumbered in their current order
-- (pillars from 0, lessons from 1 per key element; ties by creation, then id).
UPDATE "pillars" p SET "display_order" = r."position"
  FROM (SELECT "id", (row_number() OVER (ORDER BY "display_order", "created_at", "id") - 1)::int AS "position" FROM "pillars") r
  WHERE r."id" = p."id" AND p."display_order" <> r."position";--> statement-breakpoint
UPDATE "lessons" l SET "order_position" = r."position"
  FROM (SELECT "id", row_number() OVER (PARTITION BY "key_element_id" ORDER BY "order_position", "created_at", "id")::int AS "position" FROM "lessons") r
  WHERE r."id" = l."id" AND l."order_position" <> r."position";--> statement-breakpoint
ALTER TABLE "pillars" ADD CONSTRAINT "pillars_display_order_key" UNIQUE ("display_order") DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_key_element_id_order_position_key" UNIQUE ("key_element_id", "order_position") DEFERRABLE INITIALLY DEFERRED;
