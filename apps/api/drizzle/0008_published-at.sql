ALTER TABLE "provider_profiles" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
-- Providers already shown in search were published before onboarding existed.
UPDATE "provider_profiles" SET "published_at" = "created_at" WHERE "visibility" = 'visible';
