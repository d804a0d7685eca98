CREATE TABLE "provider_availability" (
	"provider_id" char(26) PRIMARY KEY NOT NULL,
	"weekly_hours" jsonb NOT NULL,
	"buffer_minutes" integer NOT NULL,
	"notice_hours" integer NOT NULL,
	"horizon_days" integer NOT NULL,
	"days_off" date[] DEFAULT '{}'::date[] NOT NULL,
	"materialised_until" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "provider_availability" ADD CONSTRAINT "provider_availability_provider_id_provider_profiles_user_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."provider_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_availability_materialised_idx" ON "provider_availability" USING btree ("materialised_until");