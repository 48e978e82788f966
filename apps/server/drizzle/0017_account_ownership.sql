ALTER TABLE "accounts" ADD COLUMN "provider_email_verified" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Provider links made before verification was recorded count as vouched for only when the account's address is verified.
UPDATE "accounts" SET "provider_email_verified" = false
  WHERE "provider_id" <> 'credential' AND "user_id" IN (SELECT "id" FROM "users" WHERE "email_verified" = false);--> statement-breakpoint
-- Admin rights need a verified address: an unverified one listed in ADMIN_EMAILS loses them until it is verified
-- (a plan that came only from being admin goes back to free, as when an address leaves ADMIN_EMAILS).
UPDATE "profiles" SET
    "is_admin" = false,
    "plan" = CASE WHEN "subscription_type" = 'admin' THEN 'free' ELSE "plan" END,
    "is_premium" = CASE WHEN "subscription_type" = 'admin' THEN false ELSE "is_premium" END,
    "subscription_type" = CASE WHEN "subscription_type" = 'admin' THEN NULL ELSE "subscription_type" END
  WHERE "is_admin" = true AND "user_id" IN (SELECT "id" FROM "users" WHERE "email_verified" = false);
