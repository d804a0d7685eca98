import { isFreeFee } from "@marketplace/domain/money";
import { inArray, sql } from "drizzle-orm";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import type { Db } from "../db/client.ts";
import { providerCards } from "../db/schema/index.ts";
import { fileUrl } from "../files/file-url.ts";
import type { ProviderSearchResult } from "./provider-schemas.ts";

const c = providerCards;

/**
 * Everything a provider card shows, from the provider's ready card row (provider_cards, kept current
 * by database triggers), so a page of cards is one indexed read with no joins.
 */
export const cardColumns = {
  id: c.providerId,
  firstName: c.firstName,
  lastName: c.lastName,
  photoUrl: c.photoUrl,
  title: c.title,
  hideProfileTitle: c.hideProfileTitle,
  rating: c.rating,
  reviewCount: c.reviewCount,
  headline: c.headline,
  featured: c.featured,
  countryCode: c.countryCode,
  state: c.state,
  city: c.city,
  generalFee: c.generalFee,
  currencyCode: c.currencyCode,
  disciplines: c.disciplines,
  specialities: c.specialities,
  modalities: c.modalities,
  hasFreeTherapy: c.hasFreeTherapy,
  // (The outer column is spelled out: drizzle leaves a lone table's columns unqualified, and inside the
  // sub-query a bare "provider_id" would be the timeslot's own.)
  // The stored slot was the next open one when the provider's timeslots last changed; once its time
  // has passed (no write marks that), the next one is looked up, so a past slot never shows.
  nextAvailableAt: sql<string | Date | null>`case
    when ${c.nextOpenAt} is null or ${c.nextOpenAt} >= now() then ${c.nextOpenAt}
    else (select min(t.start_time) from timeslots t
      where t.provider_id = provider_cards.provider_id and t.status = 'open' and t.start_time >= now())
    end`,
};

export type CardRow = SelectResultFields<typeof cardColumns>;

/** Drivers differ: node-postgres parses json, PGlite may hand back text; timestamps may be strings. */
const parseJson = <T>(value: T | string): T => (typeof value === "string" ? (JSON.parse(value) as T) : value);

export function toCard(row: CardRow, publicUrl: string): Omit<ProviderSearchResult, "bestMatch"> {
  return {
    objectID: row.id,
    firstName: row.firstName ?? "",
    lastName: row.lastName ?? "",
    title: row.title,
    hideProfileTitle: row.hideProfileTitle,
    photo: fileUrl(publicUrl, row.photoUrl),
    discipline: parseJson(row.disciplines),
    rating: row.rating === null ? null : Number(row.rating),
    reviewCount: row.reviewCount,
    headline: row.headline,
    featured: row.featured,
    preferences: { specialities: parseJson(row.specialities), modality: parseJson(row.modalities) },
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
  const rows = await db.select(cardColumns).from(c).where(inArray(c.providerId, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toCard(row, publicUrl)] : [];
  });
}
