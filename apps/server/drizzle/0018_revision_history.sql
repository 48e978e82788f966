ALTER TABLE "portfolio_revisions" ADD COLUMN "kind" text DEFAULT 'autosave' NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolio_revisions" ADD COLUMN "label" text;--> statement-breakpoint
ALTER TABLE "portfolio_revisions" ADD COLUMN "source_version" integer;--> statement-breakpoint
ALTER TABLE "portfolio_revisions" ADD COLUMN "restored_section" text;--> statement-breakpoint
-- Hand-written: the version each published portfolio went live with becomes a kept "publish" version.
UPDATE "portfolio_revisions" SET "kind" = 'publish' FROM "portfolios" WHERE "portfolios"."id" = "portfolio_revisions"."portfolio_id" AND "portfolios"."published_version" = "portfolio_revisions"."version";
