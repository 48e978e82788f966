CREATE TABLE "analytics_daily" (
	"portfolio_id" text NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"uniques" integer DEFAULT 0 NOT NULL,
	"resume_downloads" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_portfolio_id_day_pk" PRIMARY KEY("portfolio_id","day")
);
--> statement-breakpoint
CREATE TABLE "analytics_devices" (
	"portfolio_id" text NOT NULL,
	"day" date NOT NULL,
	"device" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_devices_portfolio_id_day_device_pk" PRIMARY KEY("portfolio_id","day","device")
);
--> statement-breakpoint
CREATE TABLE "analytics_referrers" (
	"portfolio_id" text NOT NULL,
	"day" date NOT NULL,
	"domain" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_referrers_portfolio_id_day_domain_pk" PRIMARY KEY("portfolio_id","day","domain")
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_visitors" (
	"portfolio_id" text NOT NULL,
	"day" date NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "analytics_visitors_portfolio_id_day_hash_pk" PRIMARY KEY("portfolio_id","day","hash")
);
--> statement-breakpoint
ALTER TABLE "analytics_daily" ADD CONSTRAINT "analytics_daily_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_devices" ADD CONSTRAINT "analytics_devices_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_referrers" ADD CONSTRAINT "analytics_referrers_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_visitors" ADD CONSTRAINT "analytics_visitors_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_visitors_day_idx" ON "analytics_visitors" USING btree ("day");