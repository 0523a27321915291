ALTER TABLE "orders" DROP CONSTRAINT "orders_reservation_id_reservations_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "reservation_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;