-- Every list filter of a search becomes one clause, `filter_query @@ tsquery`, in place of one
-- `filter_tags && array` per filter (docs/decisions/011-search-perf.md, 2026-11-26). The column is
-- generated from filter_tags, so refresh_provider_cards is unchanged.
DROP INDEX "provider_cards_tags_idx";--> statement-breakpoint
ALTER TABLE "provider_cards" ADD COLUMN "filter_query" "tsvector" GENERATED ALWAYS AS (array_to_tsvector(filter_tags)) STORED;--> statement-breakpoint
CREATE INDEX "provider_cards_filter_query_idx" ON "provider_cards" USING gin ("filter_query");
