ALTER TYPE "public"."booking_status" ADD VALUE 'expired';--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_timeslot_id_unique";--> statement-breakpoint
ALTER TABLE "booking_series" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "late_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "booking_series_hold_idx" ON "booking_series" USING btree ("hold_expires_at") WHERE status = 'awaiting_payment';--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_active_timeslot_idx" ON "bookings" USING btree ("timeslot_id") WHERE status in ('pending_approval', 'awaiting_payment', 'confirmed', 'completed') and timeslot_id is not null;