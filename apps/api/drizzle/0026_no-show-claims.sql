ALTER TYPE "public"."booking_status" ADD VALUE 'no_show_claimed';--> statement-breakpoint
ALTER TYPE "public"."booking_status" ADD VALUE 'no_show_contested';--> statement-breakpoint
CREATE TABLE "no_show_claims" (
	"booking_id" char(26) PRIMARY KEY NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"contested_at" timestamp with time zone,
	"statement" text,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "no_show_claims" ADD CONSTRAINT "no_show_claims_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "no_show_claims_open_idx" ON "no_show_claims" USING btree ("claimed_at") WHERE settled_at is null and contested_at is null;