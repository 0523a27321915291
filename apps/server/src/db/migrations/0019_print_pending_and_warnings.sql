ALTER TABLE "book_previews" ADD COLUMN "pending_keys" text[];--> statement-breakpoint
ALTER TABLE "print_renders" ADD COLUMN "pending_key" text;--> statement-breakpoint
ALTER TABLE "print_renders" ADD COLUMN "missing_photos" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "print_renders" ADD COLUMN "overflow_frames" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "print_renders" ADD COLUMN "low_resolution_photos" integer DEFAULT 0 NOT NULL;