ALTER TABLE "revision_files" ALTER COLUMN "bytes" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "revision_files" ADD COLUMN "file_key" text;--> statement-breakpoint
ALTER TABLE "revision_files" ADD CONSTRAINT "revision_files_bytes_or_key" CHECK (("revision_files"."bytes" IS NULL) <> ("revision_files"."file_key" IS NULL));