-- Hand-written (drizzle-kit cannot generate triggers): every change to a book bumps the version of
-- each list scope the row was or is in ('u:<owner>' and 'c:<company>'; bumping a scope that does not
-- show the row only costs one needless re-read), in the writing transaction. The book list reads a
-- scope's version before its books, so a list kept for a version is never older than that version
-- (decision 010). The scopes are upserted in one order so that two writers cannot deadlock on them.
CREATE FUNCTION "books_bump_scope_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  scopes text[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' THEN
    scopes := scopes || ('u:' || OLD.owner_user_id::text) || ('c:' || OLD.company_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    scopes := scopes || ('u:' || NEW.owner_user_id::text) || ('c:' || NEW.company_id);
  END IF;
  INSERT INTO "book_scope_versions" ("scope", "version")
    SELECT DISTINCT s, 1 FROM unnest(scopes) AS s WHERE s IS NOT NULL ORDER BY s
    ON CONFLICT ("scope") DO UPDATE SET "version" = "book_scope_versions"."version" + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "books_scope_versions" AFTER INSERT OR UPDATE OR DELETE ON "books"
  FOR EACH ROW EXECUTE FUNCTION "books_bump_scope_versions"();
--> statement-breakpoint
-- TRUNCATE fires no row trigger: it changes every scope.
CREATE FUNCTION "books_bump_all_scope_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "book_scope_versions" SET "version" = "version" + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "books_scope_versions_truncate" AFTER TRUNCATE ON "books"
  FOR EACH STATEMENT EXECUTE FUNCTION "books_bump_all_scope_versions"();
--> statement-breakpoint
-- The scopes of the books already there get a row too, so that the TRUNCATE trigger reaches every scope that has books.
INSERT INTO "book_scope_versions" ("scope", "version")
  SELECT DISTINCT s, 1 FROM "books", unnest(ARRAY['u:' || "owner_user_id"::text, 'c:' || "company_id"]) AS s WHERE s IS NOT NULL
  ON CONFLICT ("scope") DO NOTHING;
