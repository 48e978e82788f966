CREATE TABLE "analytics_languages" (
	"portfolio_id" text NOT NULL,
	"day" date NOT NULL,
	"language" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_languages_portfolio_id_day_language_pk" PRIMARY KEY("portfolio_id","day","language")
);
--> statement-breakpoint
ALTER TABLE "visitor_messages" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "analytics_languages" ADD CONSTRAINT "analytics_languages_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;