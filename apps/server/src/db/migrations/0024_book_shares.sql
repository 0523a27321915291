CREATE TABLE "book_shares" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "book_shares_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"book_id" integer NOT NULL,
	"sharer_user_id" uuid NOT NULL,
	"recipient_email" text NOT NULL,
	"sharer_name" text NOT NULL,
	"message" text,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by_user_id" uuid,
	"copy_book_id" integer,
	CONSTRAINT "book_shares_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "book_shares" ADD CONSTRAINT "book_shares_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_shares" ADD CONSTRAINT "book_shares_sharer_user_id_users_id_fk" FOREIGN KEY ("sharer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_shares" ADD CONSTRAINT "book_shares_used_by_user_id_users_id_fk" FOREIGN KEY ("used_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_shares" ADD CONSTRAINT "book_shares_copy_book_id_books_id_fk" FOREIGN KEY ("copy_book_id") REFERENCES "public"."books"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "book_shares_sharer_created_idx" ON "book_shares" USING btree ("sharer_user_id","created_at");--> statement-breakpoint
CREATE INDEX "book_shares_recipient_created_idx" ON "book_shares" USING btree ("recipient_email","created_at");--> statement-breakpoint
CREATE INDEX "book_shares_expires_idx" ON "book_shares" USING btree ("expires_at");