DROP INDEX "custom_domains_domain_key";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_claimed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_domains_verified_domain_key" ON "custom_domains" USING btree ("domain") WHERE "custom_domains"."status" = 'verified';--> statement-breakpoint
CREATE INDEX "custom_domains_domain_idx" ON "custom_domains" USING btree ("domain");