CREATE TABLE "design_formats" (
	"theme_id" integer NOT NULL,
	"format_id" integer NOT NULL,
	CONSTRAINT "design_formats_theme_id_format_id_pk" PRIMARY KEY("theme_id","format_id")
);
--> statement-breakpoint
CREATE TABLE "designs" (
	"theme_id" integer PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"description" text NOT NULL,
	"details" text NOT NULL,
	"groups" text[] NOT NULL,
	"image_src" text NOT NULL,
	"spread_src" text NOT NULL,
	"typography" jsonb NOT NULL,
	"backgrounds" jsonb NOT NULL,
	"sort_order" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "designs_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "formats" (
	"id" integer PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"measurement" text NOT NULL,
	"details" text NOT NULL,
	"trim_width_mm" integer NOT NULL,
	"trim_height_mm" integer NOT NULL,
	"allowed_finishes" smallint[] NOT NULL,
	"image_src" text NOT NULL,
	"sort_order" integer NOT NULL,
	"active" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paper_prices" (
	"paper_id" integer NOT NULL,
	"format_id" integer NOT NULL,
	"base_price_cents" integer NOT NULL,
	"step_price_cents" integer NOT NULL,
	CONSTRAINT "paper_prices_paper_id_format_id_pk" PRIMARY KEY("paper_id","format_id")
);
--> statement-breakpoint
CREATE TABLE "papers" (
	"id" integer PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"details" text NOT NULL,
	"sort_order" integer NOT NULL,
	"min_pages" integer NOT NULL,
	"max_pages" integer NOT NULL,
	"step_pages" integer NOT NULL,
	"cover_finishes" smallint[] NOT NULL,
	"pages_finishes" smallint[] NOT NULL,
	"finishes_linked" boolean NOT NULL,
	"default_cover" smallint NOT NULL,
	"default_pages" smallint NOT NULL,
	"image_src" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "design_formats" ADD CONSTRAINT "design_formats_theme_id_designs_theme_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."designs"("theme_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_formats" ADD CONSTRAINT "design_formats_format_id_formats_id_fk" FOREIGN KEY ("format_id") REFERENCES "public"."formats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_prices" ADD CONSTRAINT "paper_prices_paper_id_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."papers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_prices" ADD CONSTRAINT "paper_prices_format_id_formats_id_fk" FOREIGN KEY ("format_id") REFERENCES "public"."formats"("id") ON DELETE no action ON UPDATE no action;