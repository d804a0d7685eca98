CREATE TABLE "provider_cards" (
	"provider_id" char(26) PRIMARY KEY NOT NULL,
	"visible" boolean NOT NULL,
	"first_name" text,
	"last_name" text,
	"photo_url" text,
	"title" text,
	"hide_profile_title" boolean NOT NULL,
	"headline" text NOT NULL,
	"featured" boolean NOT NULL,
	"rating" numeric(2, 1),
	"review_count" integer NOT NULL,
	"country_code" char(2) NOT NULL,
	"state" text,
	"city" text,
	"gender" "gender",
	"general_fee" integer NOT NULL,
	"currency_code" char(3) NOT NULL,
	"has_free_therapy" boolean NOT NULL,
	"disciplines" jsonb NOT NULL,
	"specialities" jsonb NOT NULL,
	"modalities" jsonb NOT NULL,
	"filter_tags" text[] NOT NULL,
	"next_open_at" timestamp with time zone,
	"search_vector" "tsvector"
);
--> statement-breakpoint
ALTER TABLE "provider_cards" ADD CONSTRAINT "provider_cards_provider_id_provider_profiles_user_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."provider_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_cards_listing_idx" ON "provider_cards" USING btree ("featured" DESC NULLS LAST,"rating" DESC NULLS LAST,"review_count" DESC NULLS LAST,"provider_id") WHERE visible;--> statement-breakpoint
CREATE INDEX "provider_cards_tags_idx" ON "provider_cards" USING gin ("filter_tags");--> statement-breakpoint
CREATE INDEX "provider_cards_search_idx" ON "provider_cards" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "provider_cards_city_idx" ON "provider_cards" USING btree (lower("city"));--> statement-breakpoint
-- Rebuilds the cards of the given providers from the tables they come from: a provider with a profile
-- and a general fee has exactly one card, anyone else none. Set-based, so a statement touching 500
-- providers (the seed) costs one call.
CREATE FUNCTION refresh_provider_cards(ids char(26)[]) RETURNS void
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
  DELETE FROM provider_cards c
  WHERE c.provider_id = ANY (ids)
    AND NOT EXISTS (
      SELECT 1 FROM provider_profiles p JOIN booking_fees f ON f.provider_id = p.user_id
      WHERE p.user_id = c.provider_id);
  INSERT INTO provider_cards AS c (
    provider_id, visible, first_name, last_name, photo_url, title, hide_profile_title, headline,
    featured, rating, review_count, country_code, state, city, gender, general_fee, currency_code,
    has_free_therapy, disciplines, specialities, modalities, filter_tags, next_open_at, search_vector)
  SELECT
    p.user_id, p.visibility = 'visible', u.first_name, u.last_name, u.photo_url, p.title,
    p.hide_profile_title, p.headline, p.featured, p.rating, p.review_count, p.country_code, p.state,
    p.city, p.gender, f.general_fee, f.currency_code,
    EXISTS (
      SELECT 1 FROM therapy_fees tf WHERE tf.provider_id = p.user_id AND tf.is_free),
    (SELECT coalesce(jsonb_agg(jsonb_build_object('name', d.name) ORDER BY d.name), '[]'::jsonb)
      FROM provider_disciplines pd JOIN disciplines d ON d.id = pd.discipline_id
      WHERE pd.provider_id = p.user_id),
    (SELECT coalesce(jsonb_agg(jsonb_build_object('identifier', x.id, 'name', x.name) ORDER BY x.name), '[]'::jsonb)
      FROM provider_concerns pc JOIN concerns x ON x.id = pc.concern_id
      WHERE pc.provider_id = p.user_id),
    (SELECT coalesce(jsonb_agg(jsonb_build_object('identifier', m.id, 'name', m.name,
        'shortName', m.short_name, 'isOffline', m.is_offline) ORDER BY m.name), '[]'::jsonb)
      FROM provider_modalities pm JOIN modalities m ON m.id = pm.modality_id
      WHERE pm.provider_id = p.user_id),
    ARRAY(
      SELECT 'therapy:' || therapy_id FROM provider_therapies WHERE provider_id = p.user_id
      UNION ALL SELECT 'concern:' || concern_id FROM provider_concerns WHERE provider_id = p.user_id
      UNION ALL SELECT 'language:' || language_id FROM provider_languages WHERE provider_id = p.user_id
      UNION ALL SELECT 'discipline:' || discipline_id FROM provider_disciplines WHERE provider_id = p.user_id
      UNION ALL SELECT 'ethnicity:' || cultural_background_id FROM provider_cultural_backgrounds
        WHERE provider_id = p.user_id
      UNION ALL SELECT 'ageGroup:' || age_group_id FROM provider_age_groups WHERE provider_id = p.user_id
      UNION ALL SELECT 'modality:' || modality_id FROM provider_modalities WHERE provider_id = p.user_id),
    (SELECT min(t.start_time) FROM timeslots t
      WHERE t.provider_id = p.user_id AND t.status = 'open' AND t.start_time >= now()),
    p.search_vector
  FROM provider_profiles p
  JOIN users u ON u.id = p.user_id
  JOIN booking_fees f ON f.provider_id = p.user_id
  WHERE p.user_id = ANY (ids)
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
    next_open_at = excluded.next_open_at, search_vector = excluded.search_vector;
END;
$$;--> statement-breakpoint
-- Statement-level triggers with transition tables: one refresh per statement for all the providers it
-- touched, whether the write comes from a route, the seed or a console. PostgreSQL allows a transition
-- table only on a single-event trigger, hence one trigger per event.
CREATE FUNCTION provider_cards_follow_provider_id() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_provider_cards(ARRAY(SELECT DISTINCT provider_id FROM changed));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION provider_cards_follow_user_id() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_provider_cards(ARRAY(SELECT DISTINCT user_id FROM changed));
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- An account's name or photo: only providers' accounts have cards.
CREATE FUNCTION provider_cards_follow_account() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_provider_cards(ARRAY(
    SELECT DISTINCT c.id FROM changed c JOIN provider_profiles p ON p.user_id = c.id));
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A renamed catalogue entry shows on the cards of every provider linked to it.
CREATE FUNCTION provider_cards_follow_catalogue() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_provider_cards(ARRAY(
    SELECT DISTINCT l.provider_id FROM changed c
    JOIN (
      SELECT provider_id, discipline_id AS item_id FROM provider_disciplines
      UNION ALL SELECT provider_id, concern_id FROM provider_concerns
      UNION ALL SELECT provider_id, modality_id FROM provider_modalities
    ) l ON l.item_id = c.id));
  RETURN NULL;
END;
$$;--> statement-breakpoint
DO $$
DECLARE
  source record;
  event text;
BEGIN
  FOR source IN
    SELECT * FROM (VALUES
      ('provider_profiles', 'provider_cards_follow_user_id', ARRAY['INSERT', 'UPDATE']),
      ('users', 'provider_cards_follow_account', ARRAY['UPDATE']),
      ('booking_fees', 'provider_cards_follow_provider_id', ARRAY['INSERT', 'UPDATE', 'DELETE']),
      ('therapy_fees', 'provider_cards_follow_provider_id', ARRAY['INSERT', 'UPDATE', 'DELETE']),
      ('timeslots', 'provider_cards_follow_provider_id', ARRAY['INSERT', 'UPDATE', 'DELETE']),
      ('provider_therapies', 'provider_cards_follow_provider_id', ARRAY['INSERT', 'UPDATE', 'DELETE']),
      ('provider_concerns', 'provider_cards_follow_provider_id', ARRAY['INSERT', 'UPDATE', 'DELETE']),
      ('provider_languages', 'provider_cards_follow_provider_id', ARRAY['INSERT', 'UPDATE', 'DELETE']),
      ('provider_disciplines', 'provider_cards_follow_provider_id', ARRAY['INSERT', 'UPDATE', 'DELETE']),
      ('provider_cultural_backgrounds', 'provider_cards_follow_provider_id', ARRAY['INSERT', 'UPDATE', 'DELETE']),
      ('provider_age_groups', 'provider_cards_follow_provider_id', ARRAY['INSERT', 'UPDATE', 'DELETE']),
      ('provider_modalities', 'provider_cards_follow_provider_id', ARRAY['INSERT', 'UPDATE', 'DELETE']),
      ('disciplines', 'provider_cards_follow_catalogue', ARRAY['UPDATE']),
      ('concerns', 'provider_cards_follow_catalogue', ARRAY['UPDATE']),
      ('modalities', 'provider_cards_follow_catalogue', ARRAY['UPDATE'])
    ) AS t(tbl, fn, events)
  LOOP
    FOREACH event IN ARRAY source.events LOOP
      EXECUTE format(
        'CREATE TRIGGER %I AFTER %s ON %I REFERENCING %s TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION %I()',
        source.tbl || '_cards_' || lower(event), event, source.tbl,
        CASE WHEN event = 'DELETE' THEN 'OLD' ELSE 'NEW' END, source.fn);
    END LOOP;
  END LOOP;
END;
$$;--> statement-breakpoint
-- Cards for the providers that exist already.
SELECT refresh_provider_cards(ARRAY(SELECT user_id FROM provider_profiles));
