ALTER TABLE "library_books" ADD COLUMN "origin" text DEFAULT 'seed' NOT NULL;--> statement-breakpoint
ALTER TABLE "library_books" ADD COLUMN "removed_at" timestamp with time zone;