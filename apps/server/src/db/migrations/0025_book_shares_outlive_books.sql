ALTER TABLE "book_shares" DROP CONSTRAINT "book_shares_book_id_books_id_fk";
--> statement-breakpoint
ALTER TABLE "book_shares" ALTER COLUMN "book_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "book_shares" ADD CONSTRAINT "book_shares_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE set null ON UPDATE no action;