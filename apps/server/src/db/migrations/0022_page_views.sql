CREATE TABLE "book_page_views" (
	"book_id" integer NOT NULL,
	"content_hash" text NOT NULL,
	"image_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "book_page_views_book_id_content_hash_pk" PRIMARY KEY("book_id","content_hash")
);
--> statement-breakpoint
ALTER TABLE "book_page_views" ADD CONSTRAINT "book_page_views_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written (drizzle-kit cannot generate triggers), like 0018: a page view's image never outlives its row.
CREATE TRIGGER "book_page_views_file_deletions" AFTER DELETE OR UPDATE OF "image_key" ON "book_page_views"
  FOR EACH ROW EXECUTE FUNCTION "queue_image_key_deletion"();
