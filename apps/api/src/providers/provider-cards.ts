import { isFreeFee } from "@marketplace/domain/money";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import type { Db } from "../db/client.ts";
import { bookingFees, providerProfiles, users } from "../db/schema/index.ts";
import { fileUrl } from "../files/file-url.ts";
import type { ProviderSearchResult } from "./provider-schemas.ts";

const p = providerProfiles;

/**
 * Everything a provider card shows, in one row per provider: the related lists come from correlated
 * sub-queries aggregated to JSON, so a page of cards is a single round trip.
 */
export const cardColumns = {
  id: p.userId,
  firstName: users.firstName,
  lastName: users.lastName,
  photoUrl: users.photoUrl,
  title: p.title,
  hideProfileTitle: p.hideProfileTitle,
  rating: p.rating,
  reviewCount: p.reviewCount,
  headline: p.headline,
  featured: p.featured,
  countryCode: p.countryCode,
  state: p.state,
  city: p.city,
  generalFee: bookingFees.generalFee,
  currencyCode: bookingFees.currencyCode,
  disciplines: sql<{ name: string }[]>`(
    select coalesce(json_agg(json_build_object('name', d.name) order by d.name), '[]'::json)
    from provider_disciplines pd join disciplines d on d.id = pd.discipline_id
    where pd.provider_id = ${p.userId})`,
  specialities: sql<{ identifier: string; name: string }[]>`(
    select coalesce(json_agg(json_build_object('identifier', c.id, 'name', c.name) order by c.name), '[]'::json)
    from provider_concerns pc join concerns c on c.id = pc.concern_id
    where pc.provider_id = ${p.userId})`,
  modalities: sql<{ identifier: string; name: string; shortName: string; isOffline: boolean }[]>`(
    select coalesce(json_agg(json_build_object('identifier', m.id, 'name', m.name, 'shortName', m.short_name,
      'isOffline', m.is_offline) order by m.name), '[]'::json)
    from provider_modalities pm join modalities m on m.id = pm.modality_id
    where pm.provider_id = ${p.userId})`,
  hasFreeTherapy: sql<boolean>`exists (
    select 1 from therapy_fees tf where tf.provider_id = ${p.userId} and tf.is_free)`,
  nextAvailableAt: sql<string | null>`(
    select min(t.start_time) from timeslots t
    where t.provider_id = ${p.userId} and t.status = 'open' and t.start_time >= now())`,
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
  const rows = await db
    .select(cardColumns)
    .from(p)
    .innerJoin(users, eq(users.id, p.userId))
    .innerJoin(bookingFees, eq(bookingFees.providerId, p.userId))
    .where(and(inArray(p.userId, ids)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toCard(row, publicUrl)] : [];
  });
}
