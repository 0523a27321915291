CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "registered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_visited_memorial_page_id" text;--> statement-breakpoint
-- Accounts registered before this column existed count from their creation, as before.
UPDATE "users" SET "registered_at" = "created_at" WHERE "is_temporary" = false;
