ALTER TABLE "library_books" ADD COLUMN "year" integer;--> statement-breakpoint
ALTER TABLE "library_books" ADD COLUMN "form" text;