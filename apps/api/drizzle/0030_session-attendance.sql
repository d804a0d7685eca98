CREATE TABLE "session_attendance" (
	"id" char(26) PRIMARY KEY NOT NULL,
	"booking_id" char(26) NOT NULL,
	"user_id" char(26) NOT NULL,
	"role" text NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"left_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "session_attendance" ADD CONSTRAINT "session_attendance_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_attendance_booking_idx" ON "session_attendance" USING btree ("booking_id","user_id");