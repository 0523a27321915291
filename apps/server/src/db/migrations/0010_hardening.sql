CREATE TABLE "book_scope_versions" (
	"scope" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient" text NOT NULL,
	"reply_to" text,
	"content" jsonb NOT NULL,
	"about" text,
	"created_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"gave_up_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "books" ALTER COLUMN "owner_user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "referring_company_id" text;--> statement-breakpoint
ALTER TABLE "memorial_pages" ADD COLUMN "company_id" text;--> statement-breakpoint
CREATE INDEX "mail_outbox_due" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."sent_at" is null and "mail_outbox"."gave_up_at" is null;--> statement-breakpoint
CREATE INDEX "mail_outbox_about" ON "mail_outbox" USING btree ("about");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_referring_company_id_companies_id_fk" FOREIGN KEY ("referring_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memorial_pages" ADD CONSTRAINT "memorial_pages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_name_lower_unique" ON "companies" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "oidc_payloads_account_idx" ON "oidc_payloads" USING btree (("payload"->>'accountId'));--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_owner_or_company" CHECK ("books"."owner_user_id" is not null or "books"."company_id" is not null);