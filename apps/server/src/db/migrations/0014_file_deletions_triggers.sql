-- Hand-written (drizzle-kit cannot generate triggers): however a photo or an upload row goes
-- (a person removes a photo, an account is deleted and its rows cascade, a retention job), the keys
-- of its files in the file storage are queued in "file_deletions" in the same transaction; the
-- 'file-deletions' job removes the files, then these rows (decision 020). The photo keys are those of
-- modules/uploads/photo-keys.ts; the test of an account's deletion proves the two agree.
CREATE FUNCTION "photos_queue_file_deletions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "file_deletions" ("key") VALUES
    ('photos/' || OLD.id::text || '/original'),
    ('photos/' || OLD.id::text || '/preview.jpg'),
    ('photos/' || OLD.id::text || '/thumbnail.jpg');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "photos_file_deletions" AFTER DELETE ON "photos"
  FOR EACH ROW EXECUTE FUNCTION "photos_queue_file_deletions"();
--> statement-breakpoint
-- An upload's received parts ({ key, length } each).
CREATE FUNCTION "uploads_queue_file_deletions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "file_deletions" ("key")
    SELECT part ->> 'key' FROM jsonb_array_elements(OLD.parts) AS part WHERE part ->> 'key' IS NOT NULL;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "uploads_file_deletions" AFTER DELETE ON "uploads"
  FOR EACH ROW EXECUTE FUNCTION "uploads_queue_file_deletions"();
