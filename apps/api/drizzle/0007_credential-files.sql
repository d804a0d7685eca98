ALTER TABLE "insurance_files" ADD COLUMN "media_type" text DEFAULT 'application/octet-stream' NOT NULL;--> statement-breakpoint
ALTER TABLE "insurance_files" ADD COLUMN "size_bytes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "qualification_files" ADD COLUMN "media_type" text DEFAULT 'application/octet-stream' NOT NULL;--> statement-breakpoint
ALTER TABLE "qualification_files" ADD COLUMN "size_bytes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "insurance_files_provider_idx" ON "insurance_files" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "qualification_files_qualification_idx" ON "qualification_files" USING btree ("qualification_id");--> statement-breakpoint
CREATE UNIQUE INDEX "qualifications_provider_type_idx" ON "qualifications" USING btree ("provider_id","type");