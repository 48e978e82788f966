ALTER TABLE "deploys" ADD COLUMN "provider_state" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Each provider's columns move into its state, under the names its folder reads (providers/github, providers/netlify);
-- a column that was null is left out. Nothing is dropped before it is copied.
UPDATE "deploys" SET "provider_state" = CASE WHEN "target" = 'netlify' THEN jsonb_strip_nulls(jsonb_build_object(
  'siteName', "site_name", 'previousSiteId', "previous_site_id", 'netlifySiteId', "netlify_site_id",
  'netlifyDeployId', "netlify_deploy_id"))
ELSE jsonb_strip_nulls(jsonb_build_object(
  'requestedRepo', "requested_repo", 'repoFullName', "repo_full_name", 'branch', "branch", 'commitSha', "commit_sha"))
END;--> statement-breakpoint
ALTER TABLE "deploys" DROP COLUMN "repo_full_name";--> statement-breakpoint
ALTER TABLE "deploys" DROP COLUMN "branch";--> statement-breakpoint
ALTER TABLE "deploys" DROP COLUMN "commit_sha";--> statement-breakpoint
ALTER TABLE "deploys" DROP COLUMN "netlify_site_id";--> statement-breakpoint
ALTER TABLE "deploys" DROP COLUMN "netlify_deploy_id";--> statement-breakpoint
ALTER TABLE "deploys" DROP COLUMN "requested_repo";--> statement-breakpoint
ALTER TABLE "deploys" DROP COLUMN "site_name";--> statement-breakpoint
ALTER TABLE "deploys" DROP COLUMN "previous_site_id";
