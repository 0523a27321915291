CREATE TABLE "user_action_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_action_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account" text,
	"email" text,
	"password_hash" text,
	"is_temporary" boolean DEFAULT false NOT NULL,
	"is_data_storage_permitted" boolean DEFAULT false NOT NULL,
	"email_confirmed_at" timestamp with time zone,
	"is_mortician" boolean DEFAULT false NOT NULL,
	"mortician_name" text,
	"max_templates" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmation_reminder_sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "user_action_tokens" ADD CONSTRAINT "user_action_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_action_tokens_user_idx" ON "user_action_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_account_lower_unique" ON "users" USING btree (lower("account"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_unique" ON "users" USING btree (lower("email"));