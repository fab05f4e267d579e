CREATE TABLE "revision_passages" (
	"revision_id" integer NOT NULL,
	"model" text NOT NULL,
	"content" jsonb NOT NULL,
	CONSTRAINT "revision_passages_revision_id_model_pk" PRIMARY KEY("revision_id","model")
);
--> statement-breakpoint
ALTER TABLE "showcase_reports" ADD COLUMN "passages" jsonb;--> statement-breakpoint
ALTER TABLE "revision_passages" ADD CONSTRAINT "revision_passages_revision_id_revisions_id_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."revisions"("id") ON DELETE no action ON UPDATE no action;