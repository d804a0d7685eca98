import { toMinor } from "@marketplace/domain/money";
import { and, asc, desc, eq, exists, gte, inArray, lt, lte, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { LRUCache } from "lru-cache";
import type { Db } from "../db/client.ts";
import {
  bookingFees,
  providerAgeGroups,
  providerConcerns,
  providerCulturalBackgrounds,
  providerDisciplines,
  providerLanguages,
  providerModalities,
  providerProfiles,
  providerTherapies,
  states,
  therapyFees,
  timeslots,
} from "../db/schema/index.ts";
import { loadProviderCards } from "./provider-cards.ts";
import type { ProviderSearchResult } from "./provider-schemas.ts";
import type { ProviderSearchQuery } from "./search-query.ts";

type LinkTable = PgTable & { providerId: AnyPgColumn; itemId: AnyPgColumn };

const p = providerProfiles;

/** `word1:* & word2:*` from free text; only letters and digits survive, so the tsquery is always valid. */
export function prefixTsQuery(text: string): string | null {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const terms = words.slice(0, 8).map((w) => `${w}:*`);
  return terms.length > 0 ? terms.join(" & ") : null;
}

function linked(db: Db, table: LinkTable, ids: string[] | undefined): SQL | undefined {
  if (!ids || ids.length === 0) return undefined;
  return exists(
    db
      .select({ one: sql`1` })
      .from(table)
      .where(and(eq(table.providerId, p.userId), inArray(table.itemId, ids))),
  );
}

function conditions(db: Db, q: ProviderSearchQuery, tsQuery: string | null): SQL[] {
  const where: Array<SQL | undefined> = [
    eq(p.visibility, "visible"),
    tsQuery ? sql`${p.searchVector} @@ to_tsquery('english', ${tsQuery})` : undefined,
    q.country?.length
      ? inArray(
          p.countryCode,
          q.country.map((c) => c.toUpperCase()),
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
                eq(states.name, p.state),
                eq(states.countryCode, p.countryCode),
              ),
            ),
        )
      : undefined,
    q.city ? sql`lower(${p.city}) = lower(${q.city})` : undefined,
    q.gender?.length ? inArray(p.gender, q.gender) : undefined,
    q.featured === undefined ? undefined : eq(p.featured, q.featured),
    linked(db, providerTherapies, q.therapy),
    linked(db, providerConcerns, q.concern),
    linked(db, providerLanguages, q.language),
    linked(db, providerDisciplines, q.discipline),
    linked(db, providerCulturalBackgrounds, q.ethnicity),
    linked(db, providerAgeGroups, q.ageGroup),
    linked(db, providerModalities, q.modality),
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
              eq(timeslots.providerId, p.userId),
              eq(timeslots.status, "open"),
              gte(timeslots.startTime, from),
              gte(timeslots.startTime, sql`now()`),
              to ? lt(timeslots.startTime, to) : undefined,
            ),
          ),
      ),
    );
  }
  if (q.minPrice !== undefined) where.push(gte(bookingFees.generalFee, toMinor(q.minPrice)));
  if (q.maxPrice !== undefined) where.push(lte(bookingFees.generalFee, toMinor(q.maxPrice)));
  if (q.isFree) {
    where.push(
      or(
        eq(bookingFees.generalFee, 0),
        exists(
          db
            .select({ one: sql`1` })
            .from(therapyFees)
            .where(and(eq(therapyFees.providerId, p.userId), eq(therapyFees.isFree, true))),
        ),
      ),
    );
  }
  return where.filter((w): w is SQL => w !== undefined);
}

export interface SearchResult {
  data: ProviderSearchResult[];
  meta: { page: number; pageSize: number; total: number; totalPages: number };
}

/**
 * Totals of recent searches, per process, for a few seconds: counting every match is the expensive
 * part of a page, and a total a few seconds old is fine for a listing. Pages themselves are never cached.
 */
export function createCountCache() {
  return new LRUCache<string, number>({ max: 2000, ttl: 15_000 });
}
export type CountCache = ReturnType<typeof createCountCache>;

export async function searchProviders(
  db: Db,
  q: ProviderSearchQuery,
  publicUrl: string,
  counts?: CountCache,
): Promise<SearchResult> {
  const tsQuery = q.search ? prefixTsQuery(q.search) : null;
  const where = and(...conditions(db, q, tsQuery));
  const byRelevance = tsQuery
    ? [desc(sql`ts_rank(${p.searchVector}, to_tsquery('english', ${tsQuery}))`)]
    : [];

  // The page of ids and the total are two cheap queries (the page can walk the listing index); the
  // cards are then loaded for that page alone.
  const countKey = JSON.stringify({ ...q, page: undefined, pageSize: undefined });
  const cachedTotal = counts?.get(countKey);
  const [rows, [countRow]] = await Promise.all([
    db
      .select({ id: p.userId })
      .from(p)
      .innerJoin(bookingFees, eq(bookingFees.providerId, p.userId))
      .where(where)
      .orderBy(
        ...byRelevance,
        // Spelled out to match provider_profiles_listing_idx exactly (DESC alone means NULLS FIRST).
        sql`${p.featured} desc nulls last`,
        sql`${p.rating} desc nulls last`,
        sql`${p.reviewCount} desc nulls last`,
        asc(p.userId),
      )
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    cachedTotal !== undefined
      ? [{ total: cachedTotal }]
      : db
          .select({ total: sql<number>`count(*)`.mapWith(Number) })
          .from(p)
          .innerJoin(bookingFees, eq(bookingFees.providerId, p.userId))
          .where(where),
  ]);
  const total = countRow?.total ?? 0;
  if (cachedTotal === undefined) counts?.set(countKey, total);

  const filtered = Boolean(tsQuery) || Boolean(q.concern?.length) || Boolean(q.therapy?.length);
  const cards = await loadProviderCards(
    db,
    rows.map((row) => row.id),
    publicUrl,
  );
  // bestMatch: on a filtered search, a well-rated provider (4.5+) among the matches.
  const data = cards.map((card) => ({ ...card, bestMatch: filtered && (card.rating ?? 0) >= 4.5 }));
  return {
    data,
    meta: { page: q.page, pageSize: q.pageSize, total, totalPages: Math.ceil(total / q.pageSize) },
  };
}
