CREATE TABLE "booking_recommendations" (
	"id" char(26) PRIMARY KEY NOT NULL,
	"series_id" char(26) NOT NULL,
	"recommended_by_id" char(26) NOT NULL,
	"provider_id" char(26) NOT NULL,
	"position" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_recommendations" ADD CONSTRAINT "booking_recommendations_series_id_booking_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."booking_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_recommendations" ADD CONSTRAINT "booking_recommendations_recommended_by_id_users_id_fk" FOREIGN KEY ("recommended_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_recommendations" ADD CONSTRAINT "booking_recommendations_provider_id_provider_profiles_user_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."provider_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_recommendations_series_provider_key" ON "booking_recommendations" USING btree ("series_id","provider_id");--> statement-breakpoint
CREATE INDEX "booking_recommendations_series_idx" ON "booking_recommendations" USING btree ("series_id","created_at");