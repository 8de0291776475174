-- One e-mail column: better-auth's "user".email (sign-in and sign-up read it); the profile
-- copy could drift from it. The API still answers profile.email, read from "user".
ALTER TABLE "profiles" DROP CONSTRAINT "profiles_email_unique";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "email";