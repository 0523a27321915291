-- Hand-written (drizzle-kit cannot generate triggers), like 0014: a book's rendered files never
-- outlive the rows that name them. However a row goes — the book deleted by its owner, by retention,
-- by an account's deletion cascading — or a newer rendering replaces its files, the old keys are
-- queued in "file_deletions" in the same transaction, and the 'file-deletions' job removes the files.
-- The keys are those of modules/print/print-keys.ts (a print folder holds inner.pdf and cover.pdf);
-- print/file-deletions.test.ts proves the two agree.
CREATE FUNCTION "print_renders_queue_file_deletions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.files_key IS NOT NULL AND (TG_OP = 'DELETE' OR OLD.files_key IS DISTINCT FROM NEW.files_key) THEN
    INSERT INTO "file_deletions" ("key") VALUES (OLD.files_key || '/inner.pdf'), (OLD.files_key || '/cover.pdf');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "print_renders_file_deletions" AFTER DELETE OR UPDATE OF "files_key" ON "print_renders"
  FOR EACH ROW EXECUTE FUNCTION "print_renders_queue_file_deletions"();
--> statement-breakpoint
-- The cover preview and the page thumbnails: one image each, its key in "image_key".
CREATE FUNCTION "queue_image_key_deletion"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.image_key IS NOT NULL AND (TG_OP = 'DELETE' OR OLD.image_key IS DISTINCT FROM NEW.image_key) THEN
    INSERT INTO "file_deletions" ("key") VALUES (OLD.image_key);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "book_previews_file_deletions" AFTER DELETE OR UPDATE OF "image_key" ON "book_previews"
  FOR EACH ROW EXECUTE FUNCTION "queue_image_key_deletion"();
--> statement-breakpoint
CREATE TRIGGER "book_page_thumbnails_file_deletions" AFTER DELETE OR UPDATE OF "image_key" ON "book_page_thumbnails"
  FOR EACH ROW EXECUTE FUNCTION "queue_image_key_deletion"();
