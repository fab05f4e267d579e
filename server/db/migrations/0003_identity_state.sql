CREATE TABLE "identity_state" (
	"kind" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "identity_state_kind_id_pk" PRIMARY KEY("kind","id")
);
--> statement-breakpoint
CREATE INDEX "identity_state_grant" ON "identity_state" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "identity_state_uid" ON "identity_state" USING btree ("uid");