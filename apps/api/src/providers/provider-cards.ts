import { inArray, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/index.ts";
import { providerCards } from "../db/index.ts";
import type { ProviderSearchResult } from "./provider-schemas.ts";

const c = providerCards;

/**
 * The API's public origin (no trailing slash) as it goes inside a JSON string: the page prefixes a
 * stored photo path's JSON with it (photoJsonSql).
 */
export const photoBaseJson = (publicUrl: string) => JSON.stringify(publicUrl.replace(/\/$/, "")).slice(1, -1);

/**
 * files/file-url.ts's fileUrl in SQL, as a JSON value (provider-cards.test.ts holds the two to the
 * same answers): provider_cards.photo_json has a stored path as "/path" (the
 * card's definition, refresh_provider_cards in migration 0025), which gets the API's origin here; an absolute
 * URL stays; none is null. `baseJson` is photoBaseJson's text.
 */
export function photoJsonSql(baseJson: SQL | Placeholder): SQL<string> {
  return sql<string>`case when ${c.photoJson} is null then 'null'
    when left(${c.photoJson}, 2) = '"/' then '"' || ${baseJson}::text || substr(${c.photoJson}, 2)
    else ${c.photoJson} end`;
}

/**
 * Verified (issue 32): an approved licence that has not expired, compared with today's UTC date where
 * the card is read, so an expired licence loses the badge without a write.
 */
export const verifiedCondition = sql`coalesce(${c.licenceVerifiedUntil} >= (now() at time zone 'UTC')::date, false)`;
const verifiedSql = sql`case when ${verifiedCondition} then 'true' else 'false' end`;

/**
 * A provider card exactly as the API answers it (ProviderSearchResult), as JSON text, from the ready
 * card row: provider_cards.card_json_start holds every key but the last three and is written by a
 * trigger whenever the row changes (migration 0024), so a page is text put together, not JSON built
 * from twenty columns per card (docs/decisions/011-search-perf.md). `bestMatch` is left out when not
 * given (profile, booking).
 * - rating: numeric(2,1) as a JSON number; fee.isFree: a free general fee (the domain's isFreeFee,
 *   0 minor units) or a therapy marked free, as the isFree filter reads it.
 * - verified: verifiedCondition, as JSON.
 * - nextAvailableAt: the stored slot was the next open one when the provider's timeslots last
 *   changed; once its time has passed (no write marks that), card_next_open_json looks the next one
 *   up, so a past slot never shows. ISO 8601 in UTC with milliseconds, as Date#toISOString writes it.
 */
export function cardJsonSql(baseJson: SQL | Placeholder, bestMatch?: SQL): SQL<string> {
  return sql<string>`${c.cardJsonStart} || ', "photo" : ' || ${photoJsonSql(baseJson)}
    || ', "nextAvailableAt" : ' || case when ${c.nextOpenAt} is null or ${c.nextOpenAt} >= now()
      then ${c.nextOpenJson} else card_next_open_json(${c.providerId}) end
    || ', "verified" : ' || ${verifiedSql}${
      bestMatch ? sql` || ', "bestMatch" : ' || case when ${bestMatch} then 'true' else 'false' end` : sql``
    } || '}'`;
}

/** `[card, …]` as JSON text: the cards of the rows matching `where`, in `order`; `[]` when none. */
export function cardListSql(cards: SQL<string>, order: SQL[] = []): SQL<string> {
  const orderBy = order.length > 0 ? sql` order by ${sql.join(order, sql`, `)}` : sql``;
  return sql<string>`'[' || coalesce(string_agg(${cards}, ', '${orderBy}), '') || ']'`;
}

/** Card fields of the given providers, in the order given. */
export async function loadProviderCards(
  db: Db,
  ids: string[],
  publicUrl: string,
): Promise<Omit<ProviderSearchResult, "bestMatch">[]> {
  if (ids.length === 0) return [];
  const [row] = await db
    .select({ cards: cardListSql(cardJsonSql(sql`${photoBaseJson(publicUrl)}`)) })
    .from(c)
    .where(inArray(c.providerId, ids));
  const cards = JSON.parse(row?.cards ?? "[]") as Omit<ProviderSearchResult, "bestMatch">[];
  const byId = new Map(cards.map((card) => [card.objectID, card]));
  return ids.flatMap((id) => {
    const card = byId.get(id);
    return card ? [card] : [];
  });
}
