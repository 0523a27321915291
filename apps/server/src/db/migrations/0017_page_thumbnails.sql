CREATE TABLE "book_page_thumbnails" (
	"book_id" integer NOT NULL,
	"page_id" text NOT NULL,
	"page_number" integer NOT NULL,
	"content_hash" text NOT NULL,
	"image_key" text NOT NULL,
	"rendered_version" integer NOT NULL,
	CONSTRAINT "book_page_thumbnails_book_id_page_id_pk" PRIMARY KEY("book_id","page_id")
);
--> statement-breakpoint
ALTER TABLE "book_page_thumbnails" ADD CONSTRAINT "book_page_thumbnails_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "book_page_thumbnails_number_idx" ON "book_page_thumbnails" USING btree ("book_id","page_number");