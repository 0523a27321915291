ALTER TABLE "orders" ADD COLUMN "credit_note_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "credit_note_date" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "credit_note" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_credit_note_number_unique" UNIQUE("credit_note_number");