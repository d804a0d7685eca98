-- A provider card's JSON is written once per change of its row, not built per page: a page
-- concatenates card_json_start with the photo (the API's origin prefixed to a stored path), the next
-- open slot and bestMatch (provider-cards.ts, docs/decisions/011-search-perf.md, 2026-11-26).
ALTER TABLE "provider_cards" ADD COLUMN "card_json_start" text;--> statement-breakpoint
ALTER TABLE "provider_cards" ADD COLUMN "photo_json" text;--> statement-breakpoint
ALTER TABLE "provider_cards" ADD COLUMN "next_open_json" text;--> statement-breakpoint
-- The card as ProviderSearchResult has it (rating a JSON number; fee.isFree: a free general fee or a
-- therapy marked free), without its closing brace. photo_json: null without a photo, an absolute URL
-- as it is, a stored path as "/path" (fileUrl in files/file-url.ts). next_open_json: the stored next
-- open slot as Date#toISOString writes it, or null.
CREATE FUNCTION provider_cards_ready_json() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.card_json_start := left(json_build_object(
    'objectID', NEW.provider_id, 'firstName', coalesce(NEW.first_name, ''),
    'lastName', coalesce(NEW.last_name, ''), 'title', NEW.title,
    'hideProfileTitle', NEW.hide_profile_title, 'discipline', NEW.disciplines,
    'rating', NEW.rating::float8, 'reviewCount', NEW.review_count, 'headline', NEW.headline,
    'featured', NEW.featured,
    'preferences', json_build_object('specialities', NEW.specialities, 'modality', NEW.modalities),
    'fee', json_build_object('amount', NEW.general_fee, 'currency', NEW.currency_code,
      'isFree', NEW.general_fee = 0 OR NEW.has_free_therapy),
    'countryCode', NEW.country_code, 'state', NEW.state, 'city', NEW.city)::text, -1);
  NEW.photo_json := CASE
    WHEN coalesce(NEW.photo_url, '') = '' THEN NULL
    WHEN NEW.photo_url ~ '^https?://' THEN to_json(NEW.photo_url)::text
    ELSE to_json(CASE WHEN left(NEW.photo_url, 1) = '/' THEN '' ELSE '/' END || NEW.photo_url)::text
  END;
  NEW.next_open_json := coalesce(
    to_json(to_char(NEW.next_open_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text, 'null');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER provider_cards_ready_json BEFORE INSERT OR UPDATE ON provider_cards
  FOR EACH ROW EXECUTE FUNCTION provider_cards_ready_json();--> statement-breakpoint
-- The next open slot once the stored one has passed (no write marks that), as JSON. PL/pgSQL keeps
-- the query's plan per connection; as a sub-query in the page it was planned on every request.
CREATE FUNCTION card_next_open_json(provider char(26)) RETURNS text LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN coalesce(to_json(to_char((
    SELECT min(t.start_time) FROM timeslots t
    WHERE t.provider_id = provider AND t.status = 'open' AND t.start_time >= now()
  ) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text, 'null');
END $$;--> statement-breakpoint
UPDATE provider_cards SET provider_id = provider_id;--> statement-breakpoint
ALTER TABLE "provider_cards" ALTER COLUMN "card_json_start" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_cards" ALTER COLUMN "next_open_json" SET NOT NULL;
