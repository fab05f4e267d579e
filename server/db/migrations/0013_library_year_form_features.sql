ALTER TABLE "library_books" ADD COLUMN "year" integer;--> statement-breakpoint
ALTER TABLE "library_books" ADD COLUMN "form" text;--> statement-breakpoint
ALTER TABLE "library_books" ADD COLUMN "features" jsonb;