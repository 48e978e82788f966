CREATE TABLE "resume_pdfs" (
	"input_key" text PRIMARY KEY NOT NULL,
	"pdf_hash" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portfolios" ADD COLUMN "resume_pdf" text;--> statement-breakpoint
CREATE INDEX "resume_pdfs_pdf_hash_idx" ON "resume_pdfs" USING btree ("pdf_hash");