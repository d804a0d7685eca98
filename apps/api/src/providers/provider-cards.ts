import { inArray, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { providerCards } from "../db/schema/index.ts";
import type { ProviderSearchResult } from "./provider-schemas.ts";

const c = providerCards;

/** The API's public origin as the card SQL prefixes stored photo paths with it (no trailing slash). */
export const photoBase = (publicUrl: string) => publicUrl.replace(/\/$/, "");

/**
 * files/file-url.ts's fileUrl in SQL (provider-cards.test.ts holds the two to the same answers): a
 * stored path becomes an absolute URL on the API's origin, an absolute URL stays, none is null.
 */
export function photoUrlSql(base: SQL | Placeholder): SQL {
  return sql`case when coalesce(${c.photoUrl}, '') = '' then null
    when ${c.photoUrl} ~ '^https?://' then ${c.photoUrl}
    else ${base}::text || case when left(${c.photoUrl}, 1) = '/' then '' else '/' end || ${c.photoUrl} end`;
}

/**
 * A provider card exactly as the API answers it (ProviderSearchResult, keys in its order), built by
 * PostgreSQL from the ready card row (provider_cards, kept current by database triggers), so a page
 * reaches the client as one JSON text without being parsed, mapped and serialised again in Node
 * (docs/decisions/011-search-perf.md). `bestMatch` is left out when not given (profile, booking).
 * - rating: numeric(2,1) as a JSON number; fee.isFree: a free general fee (the domain's isFreeFee,
 *   0 minor units) or a therapy marked free, as the isFree filter reads it.
 * - nextAvailableAt: the stored slot was the next open one when the provider's timeslots last
 *   changed; once its time has passed (no write marks that), the next one is looked up, so a past
 *   slot never shows. ISO 8601 in UTC with milliseconds, as Date#toISOString writes it. The outer
 *   column is spelled out: inside the sub-query a bare provider_id would be the timeslot's own.
 */
export function cardJsonSql(base: SQL | Placeholder, bestMatch?: SQL): SQL {
  return sql`json_build_object(
  'objectID', ${c.providerId}, 'firstName', coalesce(${c.firstName}, ''), 'lastName', coalesce(${c.lastName}, ''),
  'title', ${c.title}, 'hideProfileTitle', ${c.hideProfileTitle}, 'photo', ${photoUrlSql(base)},
  'discipline', ${c.disciplines}, 'rating', ${c.rating}::float8, 'reviewCount', ${c.reviewCount},
  'headline', ${c.headline}, 'featured', ${c.featured},
  'preferences', json_build_object('specialities', ${c.specialities}, 'modality', ${c.modalities}),
  'fee', json_build_object('amount', ${c.generalFee}, 'currency', ${c.currencyCode},
    'isFree', ${c.generalFee} = 0 or ${c.hasFreeTherapy}),
  'nextAvailableAt', to_char(case
    when ${c.nextOpenAt} is null or ${c.nextOpenAt} >= now() then ${c.nextOpenAt}
    else (select min(t.start_time) from timeslots t
      where t.provider_id = provider_cards.provider_id and t.status = 'open' and t.start_time >= now())
    end at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'countryCode', ${c.countryCode}, 'state', ${c.state}, 'city', ${c.city}${
    bestMatch ? sql`, 'bestMatch', ${bestMatch}` : sql``
  })`;
}

/** `[card, …]` as JSON text: the cards of the rows matching `where`, in `order`; `[]` when none. */
export function cardListSql(cards: SQL, order: SQL[] = []): SQL<string> {
  const orderBy = order.length > 0 ? sql` order by ${sql.join(order, sql`, `)}` : sql``;
  return sql<string>`coalesce(json_agg(${cards}${orderBy}), '[]')::text`;
}

/** Card fields of the given providers, in the order given. */
export async function loadProviderCards(
  db: Db,
  ids: string[],
  publicUrl: string,
): Promise<Omit<ProviderSearchResult, "bestMatch">[]> {
  if (ids.length === 0) return [];
  const [row] = await db
    .select({ cards: cardListSql(cardJsonSql(sql`${photoBase(publicUrl)}`)) })
    .from(c)
    .where(inArray(c.providerId, ids));
  const cards = JSON.parse(row?.cards ?? "[]") as Omit<ProviderSearchResult, "bestMatch">[];
  const byId = new Map(cards.map((card) => [card.objectID, card]));
  return ids.flatMap((id) => {
    const card = byId.get(id);
    return card ? [card] : [];
  });
}
