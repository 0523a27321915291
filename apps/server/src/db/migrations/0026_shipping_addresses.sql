CREATE TABLE "shipping_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"salutation" text NOT NULL,
	"first_names" text NOT NULL,
	"last_name" text NOT NULL,
	"company_name" text,
	"street" text NOT NULL,
	"street_number" text NOT NULL,
	"zip_code" text NOT NULL,
	"town" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "shipping_addresses" ADD CONSTRAINT "shipping_addresses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipping_addresses_company_idx" ON "shipping_addresses" USING btree ("company_id","id");