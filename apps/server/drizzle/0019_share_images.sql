CREATE TABLE "share_images" (
	"input_key" text PRIMARY KEY NOT NULL,
	"png_hash" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portfolios" ADD COLUMN "share_image" text;--> statement-breakpoint
CREATE INDEX "share_images_png_hash_idx" ON "share_images" USING btree ("png_hash");