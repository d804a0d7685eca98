CREATE TYPE "public"."report_status" AS ENUM('pending', 'kept', 'removed');--> statement-breakpoint
CREATE TYPE "public"."check_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
ALTER TYPE "public"."user_role" ADD VALUE 'staff';--> statement-breakpoint
CREATE TABLE "review_reports" (
	"id" char(26) PRIMARY KEY NOT NULL,
	"review_id" char(26) NOT NULL,
	"reporter_id" char(26) NOT NULL,
	"reason" text NOT NULL,
	"status" "report_status" DEFAULT 'pending' NOT NULL,
	"decided_by" char(26),
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_factors" (
	"user_id" char(26) PRIMARY KEY NOT NULL,
	"totp_secret" text NOT NULL,
	"last_step" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_recovery_codes" (
	"id" char(26) PRIMARY KEY NOT NULL,
	"user_id" char(26) NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_recovery_codes_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "insurance_files" ADD COLUMN "check_status" "check_status";--> statement-breakpoint
ALTER TABLE "insurance_files" ADD COLUMN "checked_by" char(26);--> statement-breakpoint
ALTER TABLE "insurance_files" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "insurance_files" ADD COLUMN "check_reason" text;--> statement-breakpoint
ALTER TABLE "insurance_files" ADD COLUMN "licence_number" text;--> statement-breakpoint
ALTER TABLE "insurance_files" ADD COLUMN "issuer" text;--> statement-breakpoint
ALTER TABLE "insurance_files" ADD COLUMN "expires_on" date;--> statement-breakpoint
ALTER TABLE "insurance_files" ADD COLUMN "expiry_notice_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "provider_cards" ADD COLUMN "licence_verified_until" date;--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD COLUMN "licence_verified_until" date;--> statement-breakpoint
ALTER TABLE "qualification_files" ADD COLUMN "check_status" "check_status";--> statement-breakpoint
ALTER TABLE "qualification_files" ADD COLUMN "checked_by" char(26);--> statement-breakpoint
ALTER TABLE "qualification_files" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "qualification_files" ADD COLUMN "check_reason" text;--> statement-breakpoint
ALTER TABLE "qualification_files" ADD COLUMN "licence_number" text;--> statement-breakpoint
ALTER TABLE "qualification_files" ADD COLUMN "issuer" text;--> statement-breakpoint
ALTER TABLE "qualification_files" ADD COLUMN "expires_on" date;--> statement-breakpoint
ALTER TABLE "qualification_files" ADD COLUMN "expiry_notice_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_factors" ADD CONSTRAINT "staff_factors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_recovery_codes" ADD CONSTRAINT "staff_recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_reports_once_idx" ON "review_reports" USING btree ("review_id","reporter_id");--> statement-breakpoint
CREATE INDEX "review_reports_pending_idx" ON "review_reports" USING btree ("created_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "staff_recovery_codes_user_idx" ON "staff_recovery_codes" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "insurance_files" ADD CONSTRAINT "insurance_files_checked_by_users_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qualification_files" ADD CONSTRAINT "qualification_files_checked_by_users_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "insurance_files_pending_idx" ON "insurance_files" USING btree ("created_at") WHERE check_status = 'pending';--> statement-breakpoint
CREATE INDEX "qualification_files_pending_idx" ON "qualification_files" USING btree ("created_at") WHERE check_status = 'pending';--> statement-breakpoint
-- THE CURRENT DEFINITION OF A PROVIDER'S SEARCH CARD, copied from 0025 with one change (issue 32): the
-- card carries licence_verified_until, which provider-cards.ts compares with today for `verified`; and a
-- suspended account's card is not visible (`AND u.suspended_at IS NULL`: the users UPDATE trigger of 0005
-- rebuilds the card when staff suspend or restore an account).
CREATE OR REPLACE FUNCTION refresh_provider_cards(ids char(26)[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  -- Two transactions changing one provider (a booking and a profile edit) would each build the card
  -- from their own snapshot, and the later upsert would drop the other's change. The provider's row
  -- lock (the one an UPDATE of the profile takes) makes the second wait for the first to commit, and
  -- the statements below then read with a snapshot taken after it. In id order: no deadlocks here.
  PERFORM 1 FROM provider_profiles WHERE user_id = ANY (ids) ORDER BY user_id FOR NO KEY UPDATE;
  -- A provider with a profile and a general fee has exactly one card, anyone else none.
  DELETE FROM provider_cards c
  WHERE c.provider_id = ANY (ids)
    AND NOT EXISTS (
      SELECT 1 FROM provider_profiles p JOIN booking_fees f ON f.provider_id = p.user_id
      WHERE p.user_id = c.provider_id);
  WITH card AS (
    SELECT
      p.user_id AS provider_id, p.visibility = 'visible' AND u.suspended_at IS NULL AS visible, u.first_name, u.last_name,
      u.photo_url, p.title, p.hide_profile_title, p.headline, p.featured, p.rating, p.review_count,
      p.country_code, p.state, p.city, p.gender, f.general_fee, f.currency_code,
      EXISTS (
        SELECT 1 FROM therapy_fees tf WHERE tf.provider_id = p.user_id AND tf.is_free) AS has_free_therapy,
      (SELECT coalesce(jsonb_agg(jsonb_build_object('name', d.name) ORDER BY d.name), '[]'::jsonb)
        FROM provider_disciplines pd JOIN disciplines d ON d.id = pd.discipline_id
        WHERE pd.provider_id = p.user_id) AS disciplines,
      (SELECT coalesce(jsonb_agg(jsonb_build_object('identifier', x.id, 'name', x.name) ORDER BY x.name), '[]'::jsonb)
        FROM provider_concerns pc JOIN concerns x ON x.id = pc.concern_id
        WHERE pc.provider_id = p.user_id) AS specialities,
      (SELECT coalesce(jsonb_agg(jsonb_build_object('identifier', m.id, 'name', m.name,
          'shortName', m.short_name, 'isOffline', m.is_offline) ORDER BY m.name), '[]'::jsonb)
        FROM provider_modalities pm JOIN modalities m ON m.id = pm.modality_id
        WHERE pm.provider_id = p.user_id) AS modalities,
      -- The list filters' tags (filter_query, generated from them, is what searches read: 0023).
      ARRAY(
        SELECT 'therapy:' || therapy_id FROM provider_therapies WHERE provider_id = p.user_id
        UNION ALL SELECT 'concern:' || concern_id FROM provider_concerns WHERE provider_id = p.user_id
        UNION ALL SELECT 'language:' || language_id FROM provider_languages WHERE provider_id = p.user_id
        UNION ALL SELECT 'discipline:' || discipline_id FROM provider_disciplines WHERE provider_id = p.user_id
        UNION ALL SELECT 'ethnicity:' || cultural_background_id FROM provider_cultural_backgrounds
          WHERE provider_id = p.user_id
        UNION ALL SELECT 'ageGroup:' || age_group_id FROM provider_age_groups WHERE provider_id = p.user_id
        UNION ALL SELECT 'modality:' || modality_id FROM provider_modalities WHERE provider_id = p.user_id
      ) AS filter_tags,
      slots.next_open_at, slots.open_days, slots.last_open_at, p.licence_verified_until,
      p.search_vector
    FROM provider_profiles p
    JOIN users u ON u.id = p.user_id
    JOIN booking_fees f ON f.provider_id = p.user_id
    -- One pass over the provider's open slots to come (timeslots_provider_start_idx): the next one,
    -- the last one and their UTC days, for the availability filter.
    CROSS JOIN LATERAL (
      SELECT min(t.start_time) AS next_open_at, max(t.start_time) AS last_open_at,
        coalesce(array_agg(DISTINCT (t.start_time AT TIME ZONE 'UTC')::date
          ORDER BY (t.start_time AT TIME ZONE 'UTC')::date), '{}'::date[]) AS open_days
      FROM timeslots t
      WHERE t.provider_id = p.user_id AND t.status = 'open' AND t.start_time >= now()
    ) slots
    WHERE p.user_id = ANY (ids)
  )
  INSERT INTO provider_cards AS c (
    provider_id, visible, first_name, last_name, photo_url, title, hide_profile_title, headline,
    featured, rating, review_count, country_code, state, city, gender, general_fee, currency_code,
    has_free_therapy, disciplines, specialities, modalities, filter_tags, next_open_at, open_days,
    last_open_at, licence_verified_until, search_vector, card_json_start, photo_json, next_open_json)
  SELECT
    card.provider_id, card.visible, card.first_name, card.last_name, card.photo_url, card.title,
    card.hide_profile_title, card.headline, card.featured, card.rating, card.review_count,
    card.country_code, card.state, card.city, card.gender, card.general_fee, card.currency_code,
    card.has_free_therapy, card.disciplines, card.specialities, card.modalities, card.filter_tags,
    card.next_open_at, card.open_days, card.last_open_at, card.licence_verified_until, card.search_vector,
    -- The card as ProviderSearchResult has it (rating a JSON number; fee.isFree: a free general fee
    -- or a therapy marked free), without its closing brace: a page adds the photo, the next open slot
    -- and bestMatch (providers/provider-cards.ts).
    left(json_build_object(
      'objectID', card.provider_id, 'firstName', coalesce(card.first_name, ''),
      'lastName', coalesce(card.last_name, ''), 'title', card.title,
      'hideProfileTitle', card.hide_profile_title, 'discipline', card.disciplines,
      'rating', card.rating::float8, 'reviewCount', card.review_count, 'headline', card.headline,
      'featured', card.featured,
      'preferences', json_build_object('specialities', card.specialities, 'modality', card.modalities),
      'fee', json_build_object('amount', card.general_fee, 'currency', card.currency_code,
        'isFree', card.general_fee = 0 OR card.has_free_therapy),
      'countryCode', card.country_code, 'state', card.state, 'city', card.city)::text, -1),
    -- null without a photo, an absolute URL as it is, a stored path as "/path" (fileUrl in
    -- files/file-url.ts; the page prefixes the API's origin).
    CASE
      WHEN coalesce(card.photo_url, '') = '' THEN NULL
      WHEN card.photo_url ~ '^https?://' THEN to_json(card.photo_url)::text
      ELSE to_json(CASE WHEN left(card.photo_url, 1) = '/' THEN '' ELSE '/' END || card.photo_url)::text
    END,
    -- The next open slot as Date#toISOString writes it, or null.
    coalesce(
      to_json(to_char(card.next_open_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text, 'null')
  FROM card
  ON CONFLICT (provider_id) DO UPDATE SET
    visible = excluded.visible, first_name = excluded.first_name, last_name = excluded.last_name,
    photo_url = excluded.photo_url, title = excluded.title,
    hide_profile_title = excluded.hide_profile_title, headline = excluded.headline,
    featured = excluded.featured, rating = excluded.rating, review_count = excluded.review_count,
    country_code = excluded.country_code, state = excluded.state, city = excluded.city,
    gender = excluded.gender, general_fee = excluded.general_fee,
    currency_code = excluded.currency_code, has_free_therapy = excluded.has_free_therapy,
    disciplines = excluded.disciplines, specialities = excluded.specialities,
    modalities = excluded.modalities, filter_tags = excluded.filter_tags,
    next_open_at = excluded.next_open_at, open_days = excluded.open_days,
    last_open_at = excluded.last_open_at, licence_verified_until = excluded.licence_verified_until,
    search_vector = excluded.search_vector,
    card_json_start = excluded.card_json_start, photo_json = excluded.photo_json,
    next_open_json = excluded.next_open_json;
END;
$$;--> statement-breakpoint
-- Data backfill (issue 32, carry over when renumbering): licence and insurance files uploaded before
-- verification existed wait for staff like new ones. Published providers stay published; they show the
-- 'Verified' badge once staff approve their licence.
UPDATE "qualification_files" SET "check_status" = 'pending'
  WHERE "qualification_id" IN (SELECT "id" FROM "qualifications" WHERE "type" = 'license');--> statement-breakpoint
UPDATE "insurance_files" SET "check_status" = 'pending';
--> statement-breakpoint
SELECT refresh_provider_cards(ARRAY(SELECT user_id FROM provider_profiles));
