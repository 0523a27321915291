CREATE TABLE "memorial_appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"description" text NOT NULL,
	"address_description" text DEFAULT '' NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memorial_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"visible" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memorial_pages" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text,
	"first_names" text NOT NULL,
	"last_name" text NOT NULL,
	"name_of_birth" text,
	"date_of_birth" date,
	"date_of_death" date,
	"place_of_birth" text,
	"place_of_death" text,
	"hidden_fields" text[] DEFAULT '{}' NOT NULL,
	"show_public_private_labels" boolean DEFAULT false NOT NULL,
	"portrait_src" text,
	"introduction" text DEFAULT '' NOT NULL,
	"is_moderated" boolean DEFAULT true NOT NULL,
	"administrator_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"author" text,
	"source" text NOT NULL,
	CONSTRAINT "quotes_text_unique" UNIQUE("text")
);
--> statement-breakpoint
CREATE TABLE "user_memorial_pages" (
	"user_id" uuid NOT NULL,
	"page_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_memorial_pages_user_id_page_id_pk" PRIMARY KEY("user_id","page_id")
);
--> statement-breakpoint
ALTER TABLE "memorial_appointments" ADD CONSTRAINT "memorial_appointments_page_id_memorial_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."memorial_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memorial_entries" ADD CONSTRAINT "memorial_entries_page_id_memorial_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."memorial_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memorial_pages" ADD CONSTRAINT "memorial_pages_administrator_user_id_users_id_fk" FOREIGN KEY ("administrator_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_memorial_pages" ADD CONSTRAINT "user_memorial_pages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_memorial_pages" ADD CONSTRAINT "user_memorial_pages_page_id_memorial_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."memorial_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memorial_appointments_page_idx" ON "memorial_appointments" USING btree ("page_id");--> statement-breakpoint
CREATE INDEX "memorial_entries_page_kind_idx" ON "memorial_entries" USING btree ("page_id","kind");