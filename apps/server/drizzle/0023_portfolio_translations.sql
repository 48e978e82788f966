-- Hand-written (issue 21): every portfolio saved before translations existed becomes a one-language portfolio in its
-- own `language`, with an empty translations overlay. Nothing else in the content changes.
UPDATE "portfolios" SET "content" = jsonb_set("content", '{translations}', '{}'::jsonb) WHERE NOT ("content" ? 'translations');--> statement-breakpoint
UPDATE "portfolios" SET "published_content" = jsonb_set("published_content", '{translations}', '{}'::jsonb) WHERE "published_content" IS NOT NULL AND NOT ("published_content" ? 'translations');--> statement-breakpoint
UPDATE "portfolio_revisions" SET "content" = jsonb_set("content", '{translations}', '{}'::jsonb) WHERE NOT ("content" ? 'translations');
