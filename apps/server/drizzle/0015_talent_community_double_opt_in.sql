-- The talent community becomes a double opt-in e-mail list like the newsletter (issue 18): both live in
-- newsletter_subscriptions, told apart by "list", each address once per list.
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "list" text DEFAULT 'newsletter' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" DROP CONSTRAINT "newsletter_subscriptions_email_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_list_email_idx" ON "newsletter_subscriptions" USING btree ("list","email");--> statement-breakpoint
-- Addresses that joined before were never confirmed by their owners: they move over as pending, without a token,
-- so nobody is written to until they sign up again and open the link.
INSERT INTO "newsletter_subscriptions" ("id", "list", "email", "language", "status", "created_at")
  SELECT gen_random_uuid()::text, 'talent-community', "email", "language", 'pending', "created_at"
  FROM "talent_community_members"
  ON CONFLICT DO NOTHING;--> statement-breakpoint
DROP TABLE "talent_community_members" CASCADE;
