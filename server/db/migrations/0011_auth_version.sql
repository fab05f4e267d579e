CREATE TABLE "change_counters" (
	"name" text PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "auth_version" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Every change of a user's row, subscriptions or settings raises users.auth_version and tells the listening processes
-- (channel lektor_auth, payload 'user <id> <version>'); a revoked grant is told as 'grant <expires ms> <grant id>'.
-- server/auth/principal-cache.ts keeps signed-in principals per token and drops them on either.
CREATE FUNCTION lektor_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('lektor_auth', 'user ' || OLD.id || ' -1');
    RETURN OLD;
  END IF;
  NEW.auth_version := OLD.auth_version + 1;
  PERFORM pg_notify('lektor_auth', 'user ' || NEW.id || ' ' || NEW.auth_version);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_auth_version BEFORE UPDATE ON "users"
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION lektor_user_changed();
--> statement-breakpoint
CREATE TRIGGER users_deleted AFTER DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION lektor_user_changed();
--> statement-breakpoint
CREATE FUNCTION lektor_subscription_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "users" SET auth_version = auth_version + 1 WHERE id = OLD.user_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND (TG_OP = 'INSERT' OR NEW.user_id IS DISTINCT FROM OLD.user_id) THEN
    UPDATE "users" SET auth_version = auth_version + 1 WHERE id = NEW.user_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER subscriptions_auth_version AFTER INSERT OR UPDATE OR DELETE ON "subscriptions"
  FOR EACH ROW EXECUTE FUNCTION lektor_subscription_changed();
--> statement-breakpoint
CREATE FUNCTION lektor_grant_revoked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('lektor_auth',
    'grant ' || floor(extract(epoch FROM NEW.expires_at) * 1000)::bigint || ' ' || NEW.grant_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER revoked_grants_notify AFTER INSERT OR UPDATE ON "revoked_grants"
  FOR EACH ROW EXECUTE FUNCTION lektor_grant_revoked();
--> statement-breakpoint
-- A change of an author's settings (the 'done' marks the read-time models read) counts as a change of the user.
CREATE FUNCTION lektor_setting_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "users" SET auth_version = auth_version + 1 WHERE id = OLD.user_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND (TG_OP = 'INSERT' OR NEW.user_id IS DISTINCT FROM OLD.user_id) THEN
    UPDATE "users" SET auth_version = auth_version + 1 WHERE id = NEW.user_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER author_settings_auth_version AFTER INSERT OR UPDATE OR DELETE ON "author_settings"
  FOR EACH ROW EXECUTE FUNCTION lektor_setting_changed();
--> statement-breakpoint
-- Every change of the library raises change_counters 'library' and is told as 'library <version>'.
INSERT INTO "change_counters" ("name", "version") VALUES ('library', 0);
--> statement-breakpoint
CREATE FUNCTION lektor_library_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  raised integer;
BEGIN
  UPDATE "change_counters" SET version = version + 1 WHERE name = 'library' RETURNING version INTO raised;
  PERFORM pg_notify('lektor_auth', 'library ' || raised || ' -');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER library_books_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "library_books"
  FOR EACH STATEMENT EXECUTE FUNCTION lektor_library_changed();
