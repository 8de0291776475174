-- A profile and better-auth's user row are one lifecycle (same id).
--
-- user -> profile: the foreign key profiles.id -> "user".id cascades (0000_initial).
-- profile -> user: this trigger. Profiles are deleted by SQL cascades as well as by
-- statements (deleting an organization cascades to its profiles), so application code
-- cannot see every deletion; a trigger does, whatever deletes the profile. Without it the
-- "user", "account" and "session" rows stayed behind: the old session cookie had no
-- profile, and the address could neither sign in (no profile) nor sign up again (taken).
-- Deleting the user cascades to "account", "session" and the member's own rows.
--
-- When the deletion started at the user, the cascade deletes the profile and this trigger
-- finds the user already gone (0 rows): no loop.
CREATE FUNCTION delete_user_of_deleted_profile() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "user" WHERE id = OLD.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER profiles_delete_user AFTER DELETE ON "profiles"
  FOR EACH ROW EXECUTE FUNCTION delete_user_of_deleted_profile();--> statement-breakpoint
-- Repair: users whose profile was deleted before this trigger existed (an organization's
-- deletion left them behind). Sign-up and the demo seed always create both rows, so a
-- user without a profile is such a leftover; deleting it frees the address.
DELETE FROM "user" u WHERE NOT EXISTS (SELECT 1 FROM "profiles" p WHERE p.id = u.id);
