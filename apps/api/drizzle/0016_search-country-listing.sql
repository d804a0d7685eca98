DROP INDEX "provider_cards_city_idx";--> statement-breakpoint
CREATE INDEX "provider_cards_country_listing_idx" ON "provider_cards" USING btree ("country_code","featured" DESC NULLS LAST,"rating" DESC NULLS LAST,"review_count" DESC NULLS LAST,"provider_id") WHERE visible;--> statement-breakpoint
CREATE INDEX "provider_cards_city_idx" ON "provider_cards" USING btree (lower("city"),"country_code");--> statement-breakpoint
-- A card row is about 2 KB, around the size (TOAST_TUPLE_THRESHOLD, 2 KB) from which PostgreSQL
-- compresses a row's largest values: filter_tags was compressed in six cards of ten, and every filter
-- on it (`filter_tags && …`, once per list filter) decompressed it again for each card the listing
-- walk met. Rows up to a full page now stay as they are (docs/decisions/011-search-perf.md); a bigger
-- one is still compressed or moved out of line as before.
ALTER TABLE "provider_cards" SET (toast_tuple_target = 8160);--> statement-breakpoint
-- Rebuild the cards that exist, so their values are stored uncompressed.
SELECT refresh_provider_cards(ARRAY(SELECT user_id FROM provider_profiles));
