ALTER TABLE "deploys" ADD COLUMN "requested_repo" text;--> statement-breakpoint
ALTER TABLE "deploys" ADD COLUMN "site_name" text;--> statement-breakpoint
ALTER TABLE "deploys" ADD COLUMN "previous_site_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "deploys_one_running_idx" ON "deploys" USING btree ("portfolio_id") WHERE "deploys"."status" = 'running';