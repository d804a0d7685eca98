import { isFreeFee } from "@marketplace/domain/money";
import { inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { providerCards } from "../db/schema/index.ts";
import { fileUrl } from "../files/file-url.ts";
import type { ProviderSearchResult } from "./provider-schemas.ts";

const c = providerCards;

/**
 * Everything a provider card shows, from the provider's ready card row (provider_cards, kept current
 * by database triggers), under the names toCard reads.
 */
export interface CardRow {
  id: string;
  firstName: string | null;
  lastName: string | null;
  photoUrl: string | null;
  title: string | null;
  hideProfileTitle: boolean;
  rating: number | string | null;
  reviewCount: number;
  headline: string;
  featured: boolean;
  countryCode: string;
  state: string | null;
  city: string | null;
  generalFee: number;
  currencyCode: string;
  disciplines: { name: string }[];
  specialities: { identifier: string; name: string }[];
  modalities: { identifier: string; name: string; shortName: string; isOffline: boolean }[];
  hasFreeTherapy: boolean;
  nextAvailableAt: string | null;
}

/**
 * The card as one JSON object; its keys are CardRow's. nextAvailableAt: the stored slot was the next
 * open one when the provider's timeslots last changed; once its time has passed (no write marks
 * that), the next one is looked up, so a past slot never shows. The outer column is spelled out:
 * inside the sub-query a bare provider_id would be the timeslot's own.
 */
const cardJson = sql`json_build_object(
  'id', ${c.providerId}, 'firstName', ${c.firstName}, 'lastName', ${c.lastName},
  'photoUrl', ${c.photoUrl}, 'title', ${c.title}, 'hideProfileTitle', ${c.hideProfileTitle},
  'rating', ${c.rating}, 'reviewCount', ${c.reviewCount}, 'headline', ${c.headline},
  'featured', ${c.featured}, 'countryCode', ${c.countryCode}, 'state', ${c.state}, 'city', ${c.city},
  'generalFee', ${c.generalFee}, 'currencyCode', ${c.currencyCode}, 'disciplines', ${c.disciplines},
  'specialities', ${c.specialities}, 'modalities', ${c.modalities},
  'hasFreeTherapy', ${c.hasFreeTherapy}, 'nextAvailableAt', case
    when ${c.nextOpenAt} is null or ${c.nextOpenAt} >= now() then ${c.nextOpenAt}
    else (select min(t.start_time) from timeslots t
      where t.provider_id = provider_cards.provider_id and t.status = 'open' and t.start_time >= now())
    end)`;

/**
 * The cards of the providers matching `where`, in `order`: the whole list comes back as one JSON text
 * value, which node-postgres and PGlite hand over for one JSON.parse, where twenty columns a row cost
 * the driver and the ORM more than the query itself (measured: 0.21 against 0.73 ms of CPU a page).
 */
export async function selectCards(db: Db, where: SQL, order: SQL[] = []): Promise<CardRow[]> {
  const orderBy = order.length > 0 ? sql` order by ${sql.join(order, sql`, `)}` : sql``;
  // Both drivers answer execute() with { rows }.
  const result = (await db.execute(
    sql`select coalesce(json_agg(${cardJson}${orderBy}), '[]')::text as cards from ${c} where ${where}`,
  )) as unknown as { rows: { cards: string }[] };
  return JSON.parse(result.rows[0]?.cards ?? "[]") as CardRow[];
}

export function toCard(row: CardRow, publicUrl: string): Omit<ProviderSearchResult, "bestMatch"> {
  return {
    objectID: row.id,
    firstName: row.firstName ?? "",
    lastName: row.lastName ?? "",
    title: row.title,
    hideProfileTitle: row.hideProfileTitle,
    photo: fileUrl(publicUrl, row.photoUrl),
    discipline: row.disciplines,
    rating: row.rating === null ? null : Number(row.rating),
    reviewCount: row.reviewCount,
    headline: row.headline,
    featured: row.featured,
    preferences: { specialities: row.specialities, modality: row.modalities },
    fee: {
      amount: row.generalFee,
      currency: row.currencyCode,
      // Matches the isFree search filter: a free general fee (the domain's rule) or a therapy marked free.
      isFree: isFreeFee(row.generalFee) || row.hasFreeTherapy,
    },
    nextAvailableAt: row.nextAvailableAt ? new Date(row.nextAvailableAt).toISOString() : null,
    countryCode: row.countryCode,
    state: row.state,
    city: row.city,
  };
}

/** Card fields of the given providers, in the order given. */
export async function loadProviderCards(
  db: Db,
  ids: string[],
  publicUrl: string,
): Promise<Omit<ProviderSearchResult, "bestMatch">[]> {
  if (ids.length === 0) return [];
  const rows = await selectCards(db, inArray(c.providerId, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toCard(row, publicUrl)] : [];
  });
}
