CREATE TABLE "books" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"description" text NOT NULL,
	"format_id" integer NOT NULL,
	"paper_id" integer NOT NULL,
	"theme_id" integer NOT NULL,
	"cover_finish" smallint NOT NULL,
	"pages_finish" smallint NOT NULL,
	"memorial_page_id" text,
	"is_template" boolean DEFAULT false NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"document" jsonb NOT NULL,
	"preview_image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_edit" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"last_ordered" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_format_id_formats_id_fk" FOREIGN KEY ("format_id") REFERENCES "public"."formats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_paper_id_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."papers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_theme_id_designs_theme_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."designs"("theme_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_memorial_page_id_memorial_pages_id_fk" FOREIGN KEY ("memorial_page_id") REFERENCES "public"."memorial_pages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "books_owner_idx" ON "books" USING btree ("owner_user_id");