-- Hand-written (drizzle-kit cannot generate triggers), like 0018: files a rendering uploaded before
-- its worker died are named by no finished row. A claim records where it writes before its first
-- upload (print_renders.pending_key, book_previews.pending_keys); whenever that record is cleared or
-- replaced (the next claim, the finish, a failure) or the row goes, what it named is queued in
-- "file_deletions" — unless it became the row's current files. Keys as in modules/print/print-keys.ts.
CREATE FUNCTION "print_renders_queue_pending_deletion"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kept text;
BEGIN
  IF TG_OP = 'DELETE' THEN kept := OLD.files_key; ELSE kept := NEW.files_key; END IF;
  IF OLD.pending_key IS NOT NULL AND OLD.pending_key IS DISTINCT FROM kept
     AND (TG_OP = 'DELETE' OR OLD.pending_key IS DISTINCT FROM NEW.pending_key) THEN
    INSERT INTO "file_deletions" ("key") VALUES (OLD.pending_key || '/inner.pdf'), (OLD.pending_key || '/cover.pdf');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "print_renders_pending_deletions" AFTER DELETE OR UPDATE OF "pending_key" ON "print_renders"
  FOR EACH ROW EXECUTE FUNCTION "print_renders_queue_pending_deletion"();
--> statement-breakpoint
-- A preview claim's keys: its cover image and the thumbnails it may write. Those that became the
-- preview or one of the book's page thumbnails (stored in the finishing transaction) stay.
CREATE FUNCTION "book_previews_queue_pending_deletions"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kept text;
BEGIN
  IF TG_OP = 'DELETE' THEN kept := OLD.image_key; ELSE kept := NEW.image_key; END IF;
  IF OLD.pending_keys IS NOT NULL AND (TG_OP = 'DELETE' OR OLD.pending_keys IS DISTINCT FROM NEW.pending_keys) THEN
    INSERT INTO "file_deletions" ("key")
      SELECT pending.key FROM unnest(OLD.pending_keys) AS pending(key)
      WHERE pending.key IS DISTINCT FROM kept
        AND NOT EXISTS (SELECT 1 FROM "book_page_thumbnails" AS thumbnail WHERE thumbnail.book_id = OLD.book_id AND thumbnail.image_key = pending.key);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "book_previews_pending_deletions" AFTER DELETE OR UPDATE OF "pending_keys" ON "book_previews"
  FOR EACH ROW EXECUTE FUNCTION "book_previews_queue_pending_deletions"();
