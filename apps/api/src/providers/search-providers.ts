import type { ListFilterParam } from "@marketplace/domain/filters";
import { toMinor } from "@marketplace/domain/money";
import { and, asc, eq, exists, gte, inArray, lt, lte, or, type SQL, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Db } from "../db/client.ts";
import { providerCards, states, timeslots } from "../db/schema/index.ts";
import { selectCards, toCard } from "./provider-cards.ts";
import type { ProviderSearchResult } from "./provider-schemas.ts";
import type { ProviderSearchQuery } from "./search-query.ts";

const c = providerCards;
/**
 * Card columns as sub-queries must name them: drizzle leaves a lone table's columns unqualified, and
 * inside `from timeslots` a bare "provider_id" would be the timeslot's own.
 */
const outer = {
  providerId: sql`provider_cards.provider_id`,
  state: sql`provider_cards.state`,
  countryCode: sql`provider_cards.country_code`,
};

/** `word1:* & word2:*` from free text; only letters and digits survive, so the tsquery is always valid. */
export function prefixTsQuery(text: string): string | null {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const terms = words.slice(0, 8).map((w) => `${w}:*`);
  return terms.length > 0 ? terms.join(" & ") : null;
}

/** A list filter: the provider has at least one of the given entries (see provider_cards.filter_tags). */
function tagged(param: ListFilterParam, ids: string[] | undefined): SQL | undefined {
  if (!ids || ids.length === 0) return undefined;
  const tags = ids.map((id) => `${param}:${id}`);
  return sql`${c.filterTags} && ${sql.param(tags, c.filterTags)}`;
}

function conditions(db: Db, q: ProviderSearchQuery, tsQuery: string | null): SQL[] {
  const where: Array<SQL | undefined> = [
    // A literal, not a parameter, so the planner can use the partial listing index in every plan.
    sql`${c.visible}`,
    tsQuery ? sql`${c.searchVector} @@ to_tsquery('english', ${tsQuery})` : undefined,
    q.country?.length
      ? inArray(
          c.countryCode,
          q.country.map((code) => code.toUpperCase()),
        )
      : undefined,
    // State identifiers come from /v1/countries/{code}/states; providers keep the state's name.
    q.state?.length
      ? exists(
          db
            .select({ one: sql`1` })
            .from(states)
            .where(
              and(
                inArray(states.id, q.state),
                eq(states.name, outer.state),
                eq(states.countryCode, outer.countryCode),
              ),
            ),
        )
      : undefined,
    // Written to match provider_cards_city_idx.
    q.city ? sql`lower(${c.city}) = lower(${q.city})` : undefined,
    q.gender?.length ? inArray(c.gender, q.gender) : undefined,
    q.featured === undefined ? undefined : eq(c.featured, q.featured),
    tagged("therapy", q.therapy),
    tagged("concern", q.concern),
    tagged("language", q.language),
    tagged("discipline", q.discipline),
    tagged("ethnicity", q.ethnicity),
    tagged("ageGroup", q.ageGroup),
    tagged("modality", q.modality),
  ];

  if (q.availableFrom || q.availableTo) {
    const from = q.availableFrom ?? new Date(0);
    // availableTo is a whole day: slots starting before the next midnight count.
    const to = q.availableTo ? new Date(q.availableTo.getTime() + 86_400_000) : undefined;
    where.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(timeslots)
          .where(
            and(
              eq(timeslots.providerId, outer.providerId),
              eq(timeslots.status, "open"),
              gte(timeslots.startTime, from),
              gte(timeslots.startTime, sql`now()`),
              to ? lt(timeslots.startTime, to) : undefined,
            ),
          ),
      ),
    );
  }
  if (q.minPrice !== undefined) where.push(gte(c.generalFee, toMinor(q.minPrice)));
  if (q.maxPrice !== undefined) where.push(lte(c.generalFee, toMinor(q.maxPrice)));
  // The card's fee.isFree: a free general fee or a therapy marked free.
  if (q.isFree) where.push(or(eq(c.generalFee, 0), eq(c.hasFreeTherapy, true)));
  return where.filter((w): w is SQL => w !== undefined);
}

export interface SearchResult {
  data: ProviderSearchResult[];
  meta: { page: number; pageSize: number; total: number; totalPages: number };
}

/**
 * How far a total is counted: exactly up to this many matches past the start of the page asked for.
 * Beyond that the total reads "at least offset + COUNT_AHEAD", so a page costs the same whether 2,000
 * or 200,000 providers match, and the pager still reaches 83 pages (of 12) past the current one.
 */
export const COUNT_AHEAD = 1000;

/**
 * Totals of recent searches, per process, for a few seconds: a total a few seconds old is fine for a
 * listing. Pages themselves are never cached.
 */
export const COUNT_TTL_MS = 15_000;
export function createCountCache() {
  return new LRUCache<string, number>({ max: 2000, ttl: COUNT_TTL_MS });
}
export type CountCache = ReturnType<typeof createCountCache>;

export async function searchProviders(
  db: Db,
  q: ProviderSearchQuery,
  publicUrl: string,
  counts?: CountCache,
  { countAhead = COUNT_AHEAD }: { countAhead?: number } = {},
): Promise<SearchResult> {
  const tsQuery = q.search ? prefixTsQuery(q.search) : null;
  const where = and(...conditions(db, q, tsQuery));
  const offset = (q.page - 1) * q.pageSize;
  const countLimit = offset + countAhead;
  // Text search keeps the listing order: every match holds every word typed, and ranking them by
  // ts_rank meant scoring every match before the first card (see docs/decisions/011-search-perf.md).
  // Spelled out to match provider_cards_listing_idx exactly (DESC alone means NULLS FIRST).
  const listingOrder = [
    sql`${c.featured} desc nulls last`,
    sql`${c.rating} desc nulls last`,
    sql`${c.reviewCount} desc nulls last`,
    asc(c.providerId),
  ];

  // The page is picked on the narrow listing index (ids only, so skipped rows cost nothing), then its
  // ready card rows are read: one query. The total is a second, bounded one, cached for a few seconds.
  const pageIds = db
    .select({ id: c.providerId })
    .from(c)
    .where(where)
    .orderBy(...listingOrder)
    .limit(q.pageSize)
    .offset(offset);
  const countKey = JSON.stringify({ ...q, page: undefined, pageSize: undefined, countLimit });
  const cachedTotal = counts?.get(countKey);
  const [rows, total] = await Promise.all([
    selectCards(db, inArray(c.providerId, pageIds), listingOrder),
    cachedTotal ?? countUpTo(db, where, countLimit),
  ]);
  if (cachedTotal === undefined) counts?.set(countKey, total);

  const filtered = Boolean(tsQuery) || Boolean(q.concern?.length) || Boolean(q.therapy?.length);
  // bestMatch: on a filtered search, a well-rated provider (4.5+) among the matches.
  const data = rows.map((row) => {
    const card = toCard(row, publicUrl);
    return { ...card, bestMatch: filtered && (card.rating ?? 0) >= 4.5 };
  });
  return {
    data,
    meta: { page: q.page, pageSize: q.pageSize, total, totalPages: Math.ceil(total / q.pageSize) },
  };
}

/** The number of matches, counting no further than `limit` (see COUNT_AHEAD). */
async function countUpTo(db: Db, where: SQL | undefined, limit: number): Promise<number> {
  const matches = db.select({ one: sql`1` }).from(c).where(where).limit(limit).as("matches");
  const [row] = await db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(matches);
  return row?.total ?? 0;
}
