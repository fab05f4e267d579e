CREATE TABLE "editorial_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "editorial_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"version" integer NOT NULL,
	"payload" jsonb NOT NULL,
	"state" text NOT NULL,
	"author_id" integer,
	"note" text,
	"seed_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "editorial_versions" ADD CONSTRAINT "editorial_versions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "editorial_versions_name_version" ON "editorial_versions" USING btree ("kind","name","version");--> statement-breakpoint
CREATE INDEX "editorial_versions_state" ON "editorial_versions" USING btree ("kind","state","id");