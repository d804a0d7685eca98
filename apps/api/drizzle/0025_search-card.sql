-- THE CURRENT DEFINITION OF A PROVIDER'S SEARCH CARD (docs/decisions/011-search-perf.md, 036).
-- Until now it was spread over migrations 0005 (table, triggers, refresh_provider_cards), 0009 (open
-- days: refresh_provider_cards again), 0016 and 0023 (indexes, filter_query) and 0024 (the JSON columns,
-- written by a BEFORE trigger of their own). From here on refresh_provider_cards below is the one place
-- that says what a card holds, JSON included; the statement triggers of 0005 call it, and nothing else
-- writes provider_cards. To change a card, copy this function into a new migration, change it there
-- and rebuild the cards (`SELECT refresh_provider_cards(ARRAY(SELECT user_id FROM provider_profiles))`).
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
      p.user_id AS provider_id, p.visibility = 'visible' AS visible, u.first_name, u.last_name,
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
      slots.next_open_at, slots.open_days, slots.last_open_at,
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
    last_open_at, search_vector, card_json_start, photo_json, next_open_json)
  SELECT
    card.provider_id, card.visible, card.first_name, card.last_name, card.photo_url, card.title,
    card.hide_profile_title, card.headline, card.featured, card.rating, card.review_count,
    card.country_code, card.state, card.city, card.gender, card.general_fee, card.currency_code,
    card.has_free_therapy, card.disciplines, card.specialities, card.modalities, card.filter_tags,
    card.next_open_at, card.open_days, card.last_open_at, card.search_vector,
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
    last_open_at = excluded.last_open_at, search_vector = excluded.search_vector,
    card_json_start = excluded.card_json_start, photo_json = excluded.photo_json,
    next_open_json = excluded.next_open_json;
END;
$$;--> statement-breakpoint
-- The JSON columns are now written by refresh_provider_cards with the rest of the card.
DROP TRIGGER provider_cards_ready_json ON provider_cards;--> statement-breakpoint
DROP FUNCTION provider_cards_ready_json();
