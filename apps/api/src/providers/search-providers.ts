import { createHash } from "node:crypto";
import type { ListFilterParam } from "@marketplace/domain/filters";
import { DEFAULT_CURRENCY, toMinor } from "@marketplace/domain/money";
import { cityPlaceNames } from "@marketplace/domain/places";
import { asc, type SQL, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Db } from "../db/index.ts";
import { providerCards } from "../db/index.ts";
import { cardJsonSql, cardListSql, photoBaseJson, verifiedCondition } from "./provider-cards.ts";
import type { ProviderSearchQuery } from "./search-query.ts";

const c = providerCards;
const value = (name: string) => sql.placeholder(name);

/** `word1:* & word2:*` from free text; only letters and digits survive, so the tsquery is always valid. */
export function prefixTsQuery(text: string): string | null {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const terms = words.slice(0, 8).map((w) => `${w}:*`);
  return terms.length > 0 ? terms.join(" & ") : null;
}

/**
 * One filter of a search: its SQL, whose values are placeholders, and the values. A search's *shape*
 * (which filters it uses) fixes its SQL text, so each shape is prepared once (see `statementsFor`).
 * Lists travel as one array value each, so two concerns or five give the same text.
 */
interface Condition {
  key: string;
  where: SQL;
  values: Record<string, unknown>;
}

/**
 * The list filters answered by provider_cards.filter_query (country and state have columns of their
 * own), in the order their clauses are written, which is the order PostgreSQL tests them on each card
 * the listing walk meets (the clauses cost the same, and equal costs keep the written order): the
 * largest catalogues first (30 concerns … 3 modalities in the seed), as a provider has a smaller share
 * of a large one, so its filter rules out more cards at the first test.
 */
const TAGGED: ListFilterParam[] = [
  "concern",
  "language",
  "ethnicity",
  "discipline",
  "therapy",
  "ageGroup",
  "modality",
];

/** A quoted tsquery lexeme: a quote doubled and a backslash escaped, so any identifier is one lexeme. */
const lexeme = (text: string) => `'${text.replaceAll("\\", "\\\\").replaceAll("'", "''")}'`;

/**
 * One list filter as a tsquery over provider_cards.filter_query: any of its values,
 * `'concern:a' | 'concern:b'`. A concern id given as a therapy is `therapy:<id>`, which no card has.
 *
 * Each filter is a clause of its own (`filter_query @@ $concern and filter_query @@ $language`), not
 * one tsquery for all: both test a sorted lexeme list per card, but the GIN index answers separate
 * clauses as separate keys and skips ahead on the rarest, where one query of seven OR-groups has no
 * entry it can require and reads every posting list (11 against 1.3 ms on PGlite when the planner
 * chose the index; docs/decisions/011-search-perf.md).
 */
export function anyOfQuery(param: ListFilterParam, ids: readonly string[]): string {
  return ids.map((id) => lexeme(`${param}:${id}`)).join(" | ");
}

const DAY_MS = 86_400_000;

/**
 * The availability filter: an `open` slot starting in [availableFrom, availableTo) and not before now,
 * read from the card (provider_cards.open_days, last_open_at, kept by refresh_provider_cards) instead
 * of probing timeslots for every candidate (docs/decisions/011-search-perf.md). Every form finds
 * exactly the providers `openSlotIn` finds:
 * - no end: the card's last open slot is the answer (`last_open_at`, exact at any time);
 * - a window starting later than now: an open day of the card inside it (a day after today is exact:
 *   all its slots are still to come, and every write to timeslots rebuilds the card);
 * - a window reaching back to now: the open days are candidates (no match is missed, every open slot
 *   to come is on its day); a day wholly inside the window and after now proves the match, and only a
 *   candidate whose open day is today (whose slots may have passed since the card was built) is
 *   checked in timeslots;
 * - a window over WINDOW_DAYS_MAX days: timeslots, as before.
 * The window's days travel as a value, so the planner weighs them against the column's statistics:
 * as a sub-query they were a guess of 1 %, and a common day made it sort two thirds of the cards.
 */
const from = sql`greatest(${value("availableFrom")}::timestamptz, now())`;
const until = sql`${value("availableTo")}::timestamptz`;
const utcDay = (at: SQL) => sql`((${at}) at time zone 'UTC')::date`;
const openSlotIn = sql`exists (select 1 from timeslots t where t.provider_id = provider_cards.provider_id
  and t.status = 'open' and t.start_time >= ${from} and t.start_time < ${until})`;
const availableFromSql = sql`${c.lastOpenAt} >= ${from}`;
/** The days wholly inside the window and after now (PostgreSQL's clock), as a date[]. */
const fullDaysAfterNow = sql`array(select first_day + i from (select ${utcDay(sql`${from} - interval '1 microsecond'`)} + 1
  as first_day) d, generate_series(0, ${utcDay(until)} - 1 - first_day) i)`;
const availableUntilSql = sql`${c.openDays} && ${value("openDays")}::date[]
  and (${c.openDays} && ${fullDaysAfterNow} or ${openSlotIn})`;
/** A window that starts later than now: an open day on the card is an open slot to come. */
const openDaysSql = sql`${c.openDays} && ${value("openDays")}::date[]`;
/**
 * How far this process's clock may be from PostgreSQL's: a window starting more than this after now
 * (by this clock) is wholly in PostgreSQL's future too, so its days alone answer it.
 */
export const CLOCK_SKEW_MS = 10 * 60_000;
const startsLater = (first: Date | undefined, now = Date.now()) =>
  first !== undefined && first.getTime() > now + CLOCK_SKEW_MS;
/** A longer window (a date far ahead typed by hand) is answered by probing timeslots, as before. */
export const WINDOW_DAYS_MAX = 366;

/**
 * The UTC days ('2026-12-25') of a window from `first` to `last` (UTC midnights, inclusive), from
 * yesterday on: an earlier day holds no slot to come, and a day of margin keeps a clock a little
 * apart from PostgreSQL's from dropping today. Null when longer than WINDOW_DAYS_MAX days.
 */
export function windowDays(first: Date, last: Date, now = Date.now()): string[] | null {
  const start = Math.max(first.getTime(), Math.floor(now / DAY_MS) * DAY_MS - DAY_MS);
  const count = Math.floor((last.getTime() - start) / DAY_MS) + 1;
  if (count > WINDOW_DAYS_MAX) return null;
  return Array.from({ length: Math.max(0, count) }, (_, i) =>
    new Date(start + i * DAY_MS).toISOString().slice(0, 10),
  );
}

function conditions(q: ProviderSearchQuery, tsQuery: string | null): Condition[] {
  const found: Condition[] = [];
  const add = (key: string, where: SQL, values: Record<string, unknown> = {}) =>
    found.push({ key, where, values });

  if (tsQuery)
    add("search", sql`${c.searchVector} @@ to_tsquery('english', ${value("search")})`, { search: tsQuery });
  if (q.country?.length === 1) {
    // One country as an equality, not `= any(array)`: the planner then walks
    // provider_cards_country_listing_idx, which has that country's cards in the listing order.
    add("country=", sql`${c.countryCode} = ${value("country")}::bpchar`, {
      country: q.country[0]?.toUpperCase(),
    });
  } else if (q.country?.length) {
    add("country", sql`${c.countryCode} = any(${value("country")}::bpchar[])`, {
      country: q.country.map((code) => code.toUpperCase()),
    });
  }
  // State identifiers come from /v1/countries/{code}/states; providers keep the state's name.
  if (q.state?.length) {
    add(
      "state",
      sql`exists (select 1 from states s where s.id = any(${value("state")}::text[])
        and s.name = ${c.state} and s.country_code = ${c.countryCode})`,
      { state: q.state },
    );
  }
  // A city covers its whole area (Lagos: Ikeja, Lekki…; @marketplace/domain/places), matched in any
  // letter case. Written to match provider_cards_city_idx.
  if (q.city) {
    add("city", sql`lower(${c.city}) = any(${value("city")}::text[])`, {
      city: cityPlaceNames(q.city, q.country),
    });
  }
  // Sent as text[] (PGlite has no serialiser for an array of the enum) and cast in SQL: comparing the
  // column as text hid its statistics, and the planner then scanned every card (27 ms, not 0.4).
  if (q.gender?.length) {
    add("gender", sql`${c.gender} = any(${value("gender")}::text[]::gender[])`, { gender: q.gender });
  }
  if (q.featured !== undefined) {
    add("featured", sql`${c.featured} = ${value("featured")}::boolean`, { featured: q.featured });
  }
  // A list filter: the provider has at least one of the given entries (see anyOfQuery).
  for (const param of TAGGED) {
    const ids = q[param];
    if (!ids?.length) continue;
    add(param, sql`${c.filterQuery} @@ ${value(param)}::tsquery`, { [param]: anyOfQuery(param, ids) });
  }
  if (q.availableFrom || q.availableTo) {
    const availableFrom = (q.availableFrom ?? new Date(0)).toISOString();
    if (!q.availableTo) {
      add("available", availableFromSql, { availableFrom });
    } else {
      // availableTo is a whole day: slots starting before the next midnight count.
      const availableTo = new Date(q.availableTo.getTime() + DAY_MS).toISOString();
      const openDays = windowDays(q.availableFrom ?? new Date(0), q.availableTo);
      if (!openDays) add("available-long", openSlotIn, { availableFrom, availableTo });
      else if (startsLater(q.availableFrom)) add("available-later", openDaysSql, { openDays });
      else add("available-until", availableUntilSql, { availableFrom, availableTo, openDays });
    }
  }
  // A list is in one currency (docs/decisions/046-one-currency-per-list.md): with a currency, only
  // providers whose fees are in it. A price bound is in one currency too: fees in another never meet
  // it, so ₦30,000 and $30 are not compared as 30,000 and 30 (docs/decisions/030-currency.md).
  if (q.currency !== undefined || q.minPrice !== undefined || q.maxPrice !== undefined) {
    add("priceCurrency", sql`${c.currencyCode} = ${value("priceCurrency")}::bpchar`, {
      priceCurrency: q.currency ?? DEFAULT_CURRENCY,
    });
  }
  if (q.minPrice !== undefined) {
    add("minPrice", sql`${c.generalFee} >= ${value("minPrice")}::int`, { minPrice: toMinor(q.minPrice) });
  }
  if (q.maxPrice !== undefined) {
    add("maxPrice", sql`${c.generalFee} <= ${value("maxPrice")}::int`, { maxPrice: toMinor(q.maxPrice) });
  }
  // The card's fee.isFree: a free general fee or a therapy marked free.
  if (q.isFree) add("isFree", sql`(${c.generalFee} = 0 or ${c.hasFreeTherapy})`);
  // Issue 32: an approved licence that has not expired (the card's `verified`).
  if (q.verified) add("verified", verifiedCondition);
  return found;
}

/** Spelled out to match provider_cards_listing_idx exactly (DESC alone means NULLS FIRST). */
const listingOrder = [
  sql`${c.featured} desc nulls last`,
  sql`${c.rating} desc nulls last`,
  sql`${c.reviewCount} desc nulls last`,
  asc(c.providerId),
];

function whereOf(found: Condition[]): SQL {
  // `visible` is a literal, not a value, so the planner can use the partial listing index in every plan.
  return sql.join([sql`${c.visible}`, ...found.map((f) => f.where)], sql` and `);
}

function preparePage(db: Db, found: Condition[], name: string) {
  // The page is picked on the narrow listing index (ids only, so skipped rows cost nothing), then its
  // ready card rows are read and turned into the cards' JSON text: one query.
  const pageIds = db
    .select({ id: c.providerId })
    .from(c)
    .where(whereOf(found))
    .orderBy(...listingOrder)
    .limit(value("limit"))
    .offset(value("offset"));
  return (
    db
      .select({
        cards: cardListSql(
          cardJsonSql(
            value("photoBaseJson"),
            sql`${value("bestMatch")}::boolean and coalesce(${c.rating}, 0) >= 4.5`,
          ),
          listingOrder,
        ),
      })
      .from(c)
      // `= any(array(…))` rather than `in (…)`: the page's ids become one value for a primary-key
      // lookup, so PostgreSQL has no join to plan (0.16 against 0.23 ms of planning per request).
      .where(sql`${c.providerId} = any(array(${pageIds}))`)
      .prepare(name)
  );
}

function prepareCount(db: Db, found: Condition[], name: string) {
  const matches = db
    .select({ one: sql`1` })
    .from(c)
    .where(whereOf(found))
    .limit(value("countLimit"))
    .as("matches");
  return db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(matches)
    .prepare(name);
}

type Statements = { page: ReturnType<typeof preparePage>; count: ReturnType<typeof prepareCount> };

/**
 * How many search shapes get a named prepared statement per database connection. Each shape's SQL is
 * built once and PostgreSQL parses it once per connection; the values alone travel per request. The
 * directory produces a few dozen shapes; a client inventing more gets unnamed statements beyond this
 * bound (built per request, as before), so nobody can fill the server's memory with statements.
 */
export const NAMED_SHAPES_MAX = 32;

const prepared = new WeakMap<Db, Map<string, Statements>>();

function statementsFor(db: Db, found: Condition[]): Statements {
  const shape = found.map((f) => f.key).join(",");
  let shapes = prepared.get(db);
  if (!shapes) {
    shapes = new Map();
    prepared.set(db, shapes);
  }
  const known = shapes.get(shape);
  if (known) return known;
  if (shapes.size >= NAMED_SHAPES_MAX) {
    // "" is node-postgres's unnamed statement: parsed again each time, nothing kept on the server.
    return { page: preparePage(db, found, ""), count: prepareCount(db, found, "") };
  }
  const id = createHash("sha1").update(shape).digest("hex").slice(0, 16);
  const statements = {
    page: preparePage(db, found, `search_page_${id}`),
    count: prepareCount(db, found, `search_count_${id}`),
  };
  shapes.set(shape, statements);
  return statements;
}

export interface SearchResult {
  /** The page's cards as JSON text (`[…]`), ready to send. */
  data: string;
  meta: { page: number; pageSize: number; total: number; totalPages: number };
}

/** The search response's JSON text: the cards PostgreSQL serialised, and the page meta. */
export const searchResponseJson = (result: SearchResult) =>
  `{"data":${result.data},"meta":${JSON.stringify(result.meta)}}`;

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
  const found = conditions(q, tsQuery);
  const values: Record<string, unknown> = Object.assign({}, ...found.map((f) => f.values));
  const offset = (q.page - 1) * q.pageSize;
  const countLimit = offset + countAhead;
  const statements = statementsFor(db, found);
  // bestMatch: on a filtered search, a well-rated provider (4.5+) among the matches.
  const filtered = Boolean(tsQuery) || Boolean(q.concern?.length) || Boolean(q.therapy?.length);

  const countKey = JSON.stringify({ ...q, page: undefined, pageSize: undefined, countLimit });
  const cachedTotal = counts?.get(countKey);
  const [[page], total] = await Promise.all([
    statements.page.execute({
      ...values,
      limit: q.pageSize,
      offset,
      photoBaseJson: photoBaseJson(publicUrl),
      bestMatch: filtered,
    }),
    cachedTotal ?? statements.count.execute({ ...values, countLimit }).then(([row]) => row?.total ?? 0),
  ]);
  if (cachedTotal === undefined) counts?.set(countKey, total);
  return {
    data: page?.cards ?? "[]",
    meta: { page: q.page, pageSize: q.pageSize, total, totalPages: Math.ceil(total / q.pageSize) },
  };
}
