ALTER TABLE "provider_cards" ADD COLUMN "open_days" date[] DEFAULT '{}'::date[] NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_cards" ADD COLUMN "last_open_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "provider_cards_open_days_idx" ON "provider_cards" USING gin ("open_days");
--> statement-breakpoint
-- The availability filter reads the card: refresh_provider_cards (0005) now also keeps the UTC days
-- of the provider's open slots to come and the last of them (docs/decisions/011-search-perf.md). The
-- timeslot triggers of 0005 stay as they are: one refresh per statement, whatever the rows.
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
  DELETE FROM provider_cards c
  WHERE c.provider_id = ANY (ids)
    AND NOT EXISTS (
      SELECT 1 FROM provider_profiles p JOIN booking_fees f ON f.provider_id = p.user_id
      WHERE p.user_id = c.provider_id);
  INSERT INTO provider_cards AS c (
    provider_id, visible, first_name, last_name, photo_url, title, hide_profile_title, headline,
    featured, rating, review_count, country_code, state, city, gender, general_fee, currency_code,
    has_free_therapy, disciplines, specialities, modalities, filter_tags, next_open_at, open_days,
    last_open_at, search_vector)
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
    slots.next_open_at, slots.open_days, slots.last_open_at,
    p.search_vector
  FROM provider_profiles p
  JOIN users u ON u.id = p.user_id
  JOIN booking_fees f ON f.provider_id = p.user_id
  -- One pass over the provider's open slots to come (timeslots_provider_start_idx).
  CROSS JOIN LATERAL (
    SELECT min(t.start_time) AS next_open_at, max(t.start_time) AS last_open_at,
      coalesce(array_agg(DISTINCT (t.start_time AT TIME ZONE 'UTC')::date
        ORDER BY (t.start_time AT TIME ZONE 'UTC')::date), '{}'::date[]) AS open_days
    FROM timeslots t
    WHERE t.provider_id = p.user_id AND t.status = 'open' AND t.start_time >= now()
  ) slots
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
    next_open_at = excluded.next_open_at, open_days = excluded.open_days,
    last_open_at = excluded.last_open_at, search_vector = excluded.search_vector;
END;
$$;--> statement-breakpoint
-- A fee is in the currency of the provider's country, so a price range nearly picks the country: the
-- planner, taking the two filters as independent, guessed a third of the matches of "NG and 15,000 to
-- 40,000" and sorted them instead of walking the listing index. The pairs' joint frequencies fix that.
CREATE STATISTICS provider_cards_country_fee (mcv) ON country_code, general_fee FROM provider_cards;
--> statement-breakpoint
-- The days of the cards that exist already.
SELECT refresh_provider_cards(ARRAY(SELECT user_id FROM provider_profiles));
