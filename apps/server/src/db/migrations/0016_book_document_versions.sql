CREATE TABLE "book_document_versions" (
	"book_id" integer NOT NULL,
	"version" integer NOT NULL,
	"document" jsonb NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	"saved_by" uuid,
	CONSTRAINT "book_document_versions_book_id_version_pk" PRIMARY KEY("book_id","version")
);
--> statement-breakpoint
CREATE TABLE "book_photos" (
	"book_id" integer NOT NULL,
	"photo_id" text NOT NULL,
	CONSTRAINT "book_photos_book_id_photo_id_pk" PRIMARY KEY("book_id","photo_id")
);
--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "document_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "book_document_versions" ADD CONSTRAINT "book_document_versions_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_document_versions" ADD CONSTRAINT "book_document_versions_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_photos" ADD CONSTRAINT "book_photos_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "book_photos_photo_idx" ON "book_photos" USING btree ("photo_id");