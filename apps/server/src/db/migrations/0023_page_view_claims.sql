CREATE TABLE "book_page_view_claims" (
	"book_id" integer NOT NULL,
	"content_hash" text NOT NULL,
	"lease" uuid NOT NULL,
	"lease_until" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "book_page_view_claims_book_id_content_hash_pk" PRIMARY KEY("book_id","content_hash")
);
--> statement-breakpoint
ALTER TABLE "book_page_views" ADD COLUMN "shown_in_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "book_page_view_claims" ADD CONSTRAINT "book_page_view_claims_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;