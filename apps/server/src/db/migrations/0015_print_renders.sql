CREATE TABLE "book_previews" (
	"book_id" integer PRIMARY KEY NOT NULL,
	"wanted_version" integer NOT NULL,
	"rendered_version" integer,
	"image_key" text,
	"given_up_version" integer,
	"lease" uuid,
	"lease_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "print_renders" (
	"book_id" integer PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"document_version" integer NOT NULL,
	"pages_done" integer DEFAULT 0 NOT NULL,
	"pages_total" integer DEFAULT 0 NOT NULL,
	"files_key" text,
	"files_version" integer,
	"lease" uuid,
	"lease_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "print_renders_pages_in_range" CHECK ("print_renders"."pages_done" between 0 and greatest("print_renders"."pages_total", 0))
);
--> statement-breakpoint
ALTER TABLE "book_previews" ADD CONSTRAINT "book_previews_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_renders" ADD CONSTRAINT "print_renders_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;